// content-collections config (DECISIONS.md), used by withContentCollections in next.config: it watches content/
// in `next dev` and fails `next build` on a file that breaks its schema. Cross-file checks (references, links,
// duplicate slugs, translations) and the typed getters live in src/content, built on the same zod schemas.
import { defineCollection, defineConfig } from "@content-collections/core";
// A relative import on purpose: content-collections bundles this file with every package left external, and
// Node cannot load @storyfront/schemas' extensionless TypeScript sources by itself.
import { collections as contentCollections } from "../schemas/src/content/collections";

const { landings, solutions, caseStudies, reviews, whitePapers, logos, awards, addons, legal, pricing, faq, settings } = contentCollections;

function jsonCollection<const N extends string, S extends (typeof contentCollections)[keyof typeof contentCollections]>(name: N, definition: S) {
  return defineCollection({ name, directory: `../content/${definition.folder}`, include: "*.json", parser: "json", schema: definition.schema });
}

export default defineConfig({
  content: [
    jsonCollection("landings", landings),
    jsonCollection("solutions", solutions),
    jsonCollection("caseStudies", caseStudies),
    jsonCollection("reviews", reviews),
    jsonCollection("whitePapers", whitePapers),
    jsonCollection("logos", logos),
    jsonCollection("awards", awards),
    jsonCollection("addons", addons),
    jsonCollection("legal", legal),
    jsonCollection("pricing", pricing),
    jsonCollection("faq", faq),
    jsonCollection("settings", settings),
  ],
});

// The kinds of content file the Studio opens, by folder and extension: landings and catalogue entries (the block
// canvas), long-form MDX pages (front matter form, text and rendered page), and library entries (forms). Pure, so
// the editor's navigation and the server's file guard read the same list.
// The registry's own module, not the schemas' index: this file reaches the browser, and the index brings zod and
// every schema with it.
import type { CollectionName } from "@storyfront/schemas";
import { localeRegistry } from "@storyfront/schemas/locales/registry";

export type DocumentEditor = "canvas" | "page" | "library";

export interface DocumentKind {
  collection: CollectionName;
  folder: string;
  extension: "json" | "mdx";
  editor: DocumentEditor;
  /** The group the navigation lists the kind's documents under. */
  heading: string;
  /** One document of the kind, as the Studio's buttons name it ("Delete this review"). */
  noun: string;
}

export const documentKinds: readonly DocumentKind[] = [
  { collection: "landings", folder: "landings", extension: "json", editor: "canvas", heading: "Landings", noun: "landing" },
  {
    collection: "solutions",
    folder: "solutions",
    extension: "json",
    editor: "canvas",
    heading: "Industries and features",
    noun: "industry or feature page",
  },
  {
    collection: "caseStudies",
    folder: "case-studies",
    extension: "mdx",
    editor: "page",
    heading: "Case studies (success stories)",
    noun: "case study",
  },
  {
    collection: "whitePapers",
    folder: "white-papers",
    extension: "mdx",
    editor: "page",
    heading: "Guides and white papers",
    noun: "white paper",
  },
  { collection: "legal", folder: "legal", extension: "mdx", editor: "page", heading: "Legal pages", noun: "legal page" },
  { collection: "reviews", folder: "reviews", extension: "json", editor: "library", heading: "Reviews", noun: "review" },
  { collection: "logos", folder: "logos", extension: "json", editor: "library", heading: "Logos", noun: "logo" },
  { collection: "awards", folder: "awards", extension: "json", editor: "library", heading: "Awards and ratings", noun: "award" },
  { collection: "addons", folder: "addons", extension: "json", editor: "library", heading: "Add-ons", noun: "add-on" },
];

const fileName = new RegExp(`^([a-z0-9]+(?:-[a-z0-9]+)*)(?:\\.(${localeRegistry.translations.join("|")}))?\\.(json|mdx)$`);

export interface DocumentFile {
  kind: DocumentKind;
  slug: string;
  /** The translation's locale; undefined for the English source. */
  locale?: string;
}

/** What a path under content/ is to the Studio, or undefined for a file it does not open. */
export function documentFileOf(file: string): DocumentFile | undefined {
  const [folder, name = "", ...deeper] = file.split("/");
  const match = fileName.exec(name);
  const kind = documentKinds.find((entry) => entry.folder === folder && entry.extension === match?.[3]);
  if (!kind || !match?.[1] || deeper.length > 0) return undefined;
  return { kind, slug: match[1], ...(match[2] ? { locale: match[2] } : {}) };
}

/** The English source of a file: landings/home.fr.json → landings/home.json. */
export function sourceFileOf(file: string): string {
  return file.replace(/\.[a-z]{2}\.(json|mdx)$/, ".$1");
}

/** The file of the same document in a locale: legal/terms.mdx, fr → legal/terms.fr.mdx. */
export function localeFileOf(file: string, locale: string): string {
  const source = sourceFileOf(file);
  return locale === localeRegistry.source ? source : source.replace(/\.(json|mdx)$/, `.${locale}.$1`);
}

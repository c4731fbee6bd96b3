// What a long-form page or library entry created in the Studio starts as: every field its schema requires, each
// text the placeholder the checker flags (a warning while it is written, an error under validate --strict, so it
// cannot be published as it is), images pointing at the brand logo with a placeholder alt text. Valid otherwise,
// so it opens in its form at once and saves; the author replaces what the Problems panel lists.
import { scaffoldPlaceholders, type MdxContent } from "@storyfront/content-model";
import { schemaRefFor, type CollectionName } from "@storyfront/schemas";

const text = scaffoldPlaceholders.entry;
const image = (width: number, height: number) => ({
  src: "/media/brand/storyfront-logo.svg",
  alt: `${text}: what the image shows`,
  width,
  height,
});
const today = () => new Date().toISOString().slice(0, 10);
const paragraphs = `${text}: the page's paragraphs, in Markdown.\n`;

/** The new entry's value for serializeContent: JSON data, or { frontMatter, body } for an MDX page. */
export function documentTemplate(collection: CollectionName, slug: string): Record<string, unknown> | MdxContent {
  switch (collection) {
    case "caseStudies":
      return {
        frontMatter: {
          slug,
          customer: text,
          title: text,
          logo: image(160, 40),
          img: image(640, 360),
          metrics: [{ number: "0%", text }],
          description: text,
        },
        body: paragraphs,
      };
    case "whitePapers":
      return {
        frontMatter: { slug, kind: "white-paper", name: text, description: text, cover: image(240, 320), published: today() },
        body: paragraphs,
      };
    case "legal":
      return {
        frontMatter: { slug, title: text, updated: today(), seo: { title: text, description: text } },
        body: `## ${text}\n\n${paragraphs}`,
      };
    case "reviews":
      return { $schema: schemaRefFor(collection), slug, name: text, text, author: text };
    case "logos":
      return { $schema: schemaRefFor(collection), slug, name: text, kind: "customer", image: image(160, 40) };
    case "awards":
      return { $schema: schemaRefFor(collection), slug, kind: "award", name: text, year: new Date().getFullYear(), image: image(72, 72) };
    case "addons":
      return {
        $schema: schemaRefFor(collection),
        slug,
        name: text,
        title: text,
        subtitle: text,
        tags: [],
        img: image(48, 48),
        imgBackground: "#eef3ff",
        features: [text],
      };
    default:
      throw new Error(`the Studio does not create ${collection} entries`);
  }
}

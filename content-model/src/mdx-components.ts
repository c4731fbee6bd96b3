// The components a marketer may use inside an MDX body. The checker refuses any other; the site's MDX
// renderer maps exactly these names, so what validates is what renders.

export interface MdxComponentRule {
  /** What it shows, for the validator's fix text and docs/editing-content.md. */
  description: string;
  /** Attributes it takes, all plain quoted text; the required ones first. */
  attributes: readonly string[];
  required: readonly string[];
}

export const mdxComponents = {
  Callout: { description: "a highlighted box around Markdown text", attributes: ["title"], required: [] },
  Figure: { description: "an image from content/media with a caption", attributes: ["src", "alt", "caption"], required: ["src", "alt"] },
  Quote: { description: "a pull quote with its author", attributes: ["author", "role"], required: ["author"] },
  ButtonLink: { description: "a button-styled link", attributes: ["href"], required: ["href"] },
} as const satisfies Record<string, MdxComponentRule>;

export type MdxComponentName = keyof typeof mdxComponents;
export const mdxComponentNames = Object.keys(mdxComponents) as MdxComponentName[];

export function isMdxComponentName(name: string): name is MdxComponentName {
  return Object.hasOwn(mdxComponents, name);
}

// The name a marketer knows a document by, from its own fields: a landing by its title and path, a case study or
// legal page by its title, a review by its author. Falls back to the slug when the fields do not say.

type Json = Record<string, unknown>;

const text = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined);

/** "Storyfront | In-app stories for mobile and web apps" → "In-app stories for mobile and web apps". */
function withoutBrand(title: string): string {
  const parts = title.split(" | ").filter((part) => !/^storyfront$/i.test(part.trim()));
  return parts.sort((a, b) => b.length - a.length)[0]?.trim() ?? title;
}

export function documentName(collection: string, slug: string, fields: Json): string {
  const seo = fields.seo && typeof fields.seo === "object" ? (fields.seo as Json) : {};
  switch (collection) {
    case "landings": {
      const title = text(seo.title);
      return `${title ? withoutBrand(title) : slug} (${text(fields.path) ?? slug})`;
    }
    case "reviews": {
      const author = text(fields.author);
      return `${text(fields.name) ?? slug}${author ? ` — ${author}` : ""}`;
    }
    case "awards": {
      const name = text(fields.name) ?? text(fields.platform) ?? slug;
      return typeof fields.year === "number" ? `${name} (${fields.year})` : name;
    }
    default:
      return text(fields.title) ?? text(fields.name) ?? slug;
  }
}

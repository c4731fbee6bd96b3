// A field's or block's name as a marketer reads it, from its key in the schema. Apart from schema-fields.ts so
// the editor in the browser names things without loading zod and the schemas (the fields come from the server).

/** "primaryButton" → "Primary button", "btn2Resource" → "Btn 2 resource". */
export function labelFor(key: string): string {
  const words = key
    .replace(/([a-z])([A-Z0-9])/g, "$1 $2")
    .replace(/([0-9])([A-Za-z])/g, "$1 $2")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Keys whose label from the key alone would read as code. */
const fieldLabels: Record<string, string> = { seo: "SEO", href: "Link", src: "Picture", alt: "Alt text", url: "Address", id: "ID" };

/** A field's label: "href" → "Link", "primaryButton" → "Primary button". */
export const fieldLabel = (key: string): string => fieldLabels[key] ?? labelFor(key);

/** Brand names a choice's value spells in lower case. */
const brands: Record<string, string> = { linkedin: "LinkedIn", youtube: "YouTube", x: "X", facebook: "Facebook", instagram: "Instagram" };

/** A choice as a marketer reads it: "white-paper" → "White paper", "companySize" → "Company size", "linkedin" → "LinkedIn". */
export const choiceLabel = (option: string): string => brands[option] ?? labelFor(option.replace(/-/g, " "));

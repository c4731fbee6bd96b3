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

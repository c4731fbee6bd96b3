import type { Thing, WithContext } from "schema-dts";

/** JSON that is safe inside a <script>: no "</script>" or "<!--" can close or confuse the element. */
export function jsonLdText(data: WithContext<Thing> | WithContext<Thing>[]): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** Structured data (schema.org JSON-LD) for search engines, typed with schema-dts. */
export function JsonLd({ data }: { data: WithContext<Thing> | WithContext<Thing>[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}

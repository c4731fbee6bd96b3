// Messages reach next-intl precompiled (icu-minify), so browsers get icu-minify's formatter of under
// 1 KB instead of intl-messageformat and its ICU parser (about 10 KiB compressed on every page with a
// translated island). next.config.ts points `use-intl/format-message` at use-intl's format-only
// formatter, which expects exactly this shape; vitest keeps the full formatter and the plain catalogues.
import compile from "icu-minify/compile";
import type { Messages } from "./messages";

/**
 * The catalogue with every message string compiled; the namespace tree stays as it is. Compiled plurals
 * use null-prototype objects, which React refuses to pass to client components: the JSON round trip makes
 * them plain (next-intl's own precompile emits the same JSON).
 */
export function precompileMessages(messages: Messages): Messages {
  return Object.fromEntries(
    Object.entries(messages).map(([key, value]) => [
      key,
      typeof value === "string"
        ? (JSON.parse(JSON.stringify(compile(value))) as unknown)
        : value && typeof value === "object" && !Array.isArray(value)
          ? precompileMessages(value as Messages)
          : value,
    ]),
  );
}

// The zod enum of a registry's locale codes, for content and API schemas. Apart from the registry itself, so the
// registry (which the browser needs for locale paths) ships without zod.
import { z } from "zod";

export function localeEnum<L extends string>(registry: { readonly codes: readonly L[] }, error?: string) {
  return z.enum(registry.codes as [L, ...L[]], error ? { error } : undefined);
}

// Route handlers read a request's body with the schema its caller's contract entry names (site-calls), so a
// missing field or a body that is not JSON is a 400 that says what is wrong, never a crash further in.
import type { z } from "zod";
import { siteCalls, type SiteCallName, type SiteCalls } from "./site-calls";

/** The body a call sends, as its contract entry types it. */
export type SiteCallBody<N extends SiteCallName> = SiteCalls[N] extends { body: infer B extends z.ZodType } ? z.output<B> : never;

/** The body as its contract entry types it, or why it is refused (a sentence for the 400 answer). */
export async function readSiteBody<N extends SiteCallName>(
  request: Request,
  name: N,
): Promise<{ ok: true; body: SiteCallBody<N> } | { ok: false; message: string }> {
  const schema = (siteCalls[name] as { body?: z.ZodType }).body;
  if (!schema) throw new Error(`${name} takes no body`);
  let json: unknown;
  try {
    json = await request.json();
  } catch {
    return { ok: false, message: "the body is not JSON" };
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { ok: true, body: parsed.data as SiteCallBody<N> };
  const issues = parsed.error.issues.slice(0, 3).map((issue) => `${issue.path.join(".") || "body"}: ${issue.message}`);
  return { ok: false, message: `the body does not fit ${siteCalls[name].method} ${siteCalls[name].path}: ${issues.join("; ")}` };
}

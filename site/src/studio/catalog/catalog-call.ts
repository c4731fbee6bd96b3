// One catalogue call from the Studio through the site's admin relay: the answer, or what its refusal means.
import { callSite, SiteCallError, type SiteAnswer, type SiteCallInput } from "@/api-client/call-site";
import type { SiteCallName } from "@/api-client/site-calls";
import { saveProblem, type SaveProblem } from "./save-problem";

export type CallResult<N extends SiteCallName> = { ok: true; answer: SiteAnswer<N> } | { ok: false; problem: SaveProblem };

/** `languageAt`: the languages of the body's `translations`, in order, so their field errors find their field. */
export async function catalogCall<N extends SiteCallName>(
  name: N,
  input: SiteCallInput<N> = {},
  languageAt: readonly string[] = [],
): Promise<CallResult<N>> {
  try {
    return { ok: true, answer: await callSite(name, input) };
  } catch (error) {
    if (error instanceof SiteCallError) return { ok: false, problem: saveProblem(error.status, error.body, languageAt) };
    return { ok: false, problem: { kind: "failed", message: "The Studio could not reach the site; check your connection and try again" } };
  }
}

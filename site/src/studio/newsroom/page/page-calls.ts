// The newsroom's calls to the API, through the site's signed-in relay (/api/admin/…). Every failure comes back as
// something the editor can be told in words: a conflict (someone saved first), field errors (422), a refusal
// (sign-in, permission) or no connection.
import { apiError, pageConflict, type PageConflict } from "@storyfront/schemas";
import { callSite, SiteCallError, type SiteAnswer, type SiteCallInput } from "@/api-client/call-site";
import type { SiteCallName } from "@/api-client/site-calls";

export type CallFailure =
  | { kind: "conflict"; conflict: PageConflict; message: string }
  | { kind: "invalid"; message: string; errors: { field: string; message: string }[] }
  | { kind: "refused"; status: number; message: string }
  | { kind: "unreachable"; message: string };

export type CallResult<T> = { ok: true; value: T } | { ok: false; failure: CallFailure };

const messages: Record<number, string> = {
  401: "Your session ended. Sign in again, then retry (your text is kept in this tab).",
  403: "Your account may not edit pages. Ask an administrator for the page-edit permission.",
  404: "This page no longer exists.",
};

export function failureOf(error: unknown): CallFailure {
  if (!(error instanceof SiteCallError))
    return { kind: "unreachable", message: "No connection to the server. Your text is kept here; try again." };
  const conflict = error.status === 409 ? pageConflict.safeParse(error.body) : null;
  if (conflict?.success) {
    const who = conflict.data.changedBy?.name ?? "Someone";
    return { kind: "conflict", conflict: conflict.data, message: `${who} saved this page meanwhile (version ${conflict.data.version}).` };
  }
  const answer = apiError.safeParse(error.body);
  const message = answer.success ? answer.data.message : (messages[error.status] ?? `The server answered ${error.status}.`);
  if (error.status === 422 && answer.success) return { kind: "invalid", message, errors: answer.data.errors ?? [] };
  if (error.status >= 500)
    return { kind: "unreachable", message: "The server could not do it just now. Your text is kept here; try again." };
  return { kind: "refused", status: error.status, message: messages[error.status] ?? message };
}

/** One relayed call; its answer's body on success. */
export async function pageCall<N extends SiteCallName>(name: N, input: SiteCallInput<N> = {}): Promise<CallResult<SiteAnswer<N>>> {
  try {
    return { ok: true, value: await callSite(name, input) };
  } catch (error) {
    return { ok: false, failure: failureOf(error) };
  }
}

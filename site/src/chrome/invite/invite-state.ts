import { invite, inviteAcceptAnswer, type Invite, type InviteAcceptAnswer } from "@storyfront/schemas";

/** Project invite states of spec §4: not found, already used (with when), pending confirmation. */
export type InviteState =
  | { state: "loading" }
  | { state: "notFound" }
  | { state: "used"; at: string | null }
  | { state: "pending"; invite: Invite }
  | { state: "error" };

/** Reads GET /invite/{code}'s answer: 200 pending, 404 not found, 409 already used (time at the end of the message). */
export async function readInviteAnswer(response: Response): Promise<InviteState> {
  const body: unknown = await response.json().catch(() => null);
  if (response.status === 404) return { state: "notFound" };
  if (response.status === 409) {
    const message = typeof body === "object" && body && "message" in body ? String(body.message) : "";
    return { state: "used", at: / at (\S+)$/.exec(message)?.[1] ?? null };
  }
  const parsed = invite.safeParse(body);
  return response.ok && parsed.success ? { state: "pending", invite: parsed.data } : { state: "error" };
}

export type AcceptResult =
  { state: "joined"; answer: InviteAcceptAnswer } | { state: "signIn" } | { state: "failed"; inviteState?: InviteState };

/** Reads POST /invite/{code}/accept's answer; a 401 means the visitor must sign in on the console first. */
export async function readAcceptAnswer(response: Response): Promise<AcceptResult> {
  if (response.status === 401) return { state: "signIn" };
  if (response.status === 404 || response.status === 409) return { state: "failed", inviteState: await readInviteAnswer(response) };
  const parsed = inviteAcceptAnswer.safeParse(await response.json().catch(() => null));
  return response.ok && parsed.success ? { state: "joined", answer: parsed.data } : { state: "failed" };
}

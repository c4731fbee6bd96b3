"use client";

import type { AuthUser } from "@storyfront/schemas";
import { callSiteRoute } from "@/api-client/site-route";
import { reloadVisitorAnswer, setVisitorAnswer, useVisitorAnswer } from "./visitor-answer";

type SessionAnswer = { user: AuthUser | null };

const fetchSession = async (url: string): Promise<SessionAnswer> => {
  const response = await callSiteRoute(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as SessionAnswer;
};

export const sessionKey = "/api/auth";

/**
 * The signed-in user, learned on the client so pages stay static (spec §4). `known` is false until
 * the first answer; until then the header shows the visitor state it was rendered with.
 */
export function useSession() {
  const data = useVisitorAnswer(sessionKey, fetchSession);
  return { user: data?.user ?? null, known: data !== undefined };
}

/** The header and every island show this user now (after the profile was saved). */
export function showSessionUser(user: AuthUser | null) {
  setVisitorAnswer(sessionKey, { user } satisfies SessionAnswer);
}

/** Asks who is signed in again (after signing in), so the header follows. */
export function reloadSession(): Promise<void> {
  return reloadVisitorAnswer(sessionKey, fetchSession);
}

"use client";

import type { AuthUser } from "@storyfront/schemas";
import useSWR from "swr";
import { callSiteRoute } from "@/api-client/site-route";

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
  const { data, mutate } = useSWR(sessionKey, fetchSession, { revalidateOnFocus: false, shouldRetryOnError: false });
  return { user: data?.user ?? null, known: data !== undefined, mutate };
}

import type { AuthTokens, AuthUser } from "@storyfront/schemas";
import { getCurrentUser, refreshTokens as refreshAtApi, type ApiContext } from "@/api-client";
import { singleFlight } from "./single-flight";

/**
 * How long a refresh's result still answers requests that carry the old refresh token: a page's parallel calls
 * (or two tabs) whose requests left before the new cookies came back. They are answered as the signed-in user
 * but never given the tokens; only the request that refreshed writes them. Later, the old token goes to the API,
 * which refuses it (and ends that session) as reused.
 */
export const refreshGraceMs = 2_000;

const refreshOnce = singleFlight<AuthTokens | null>(refreshGraceMs);

/** New tokens; `owner` is true for the one request that refreshed, the only one to write them to the browser. */
export type Refreshed = { tokens: AuthTokens; owner: boolean };

/** PATCH /auth, one at a time per refresh token; null when the API refuses it (the session is then reset). */
export async function refreshTokens(api: ApiContext, refreshToken: string): Promise<Refreshed | null> {
  const { value, owner } = await refreshOnce(refreshToken, () => refreshAtApi(api, refreshToken));
  return value ? { tokens: value, owner } : null;
}

/**
 * The signed-in user from the token cookies: refreshes when the access token is missing or refused,
 * once. `tokens` are new tokens to write back (only for the request that refreshed); `reset` means the session is gone.
 */
export async function currentUser(
  api: ApiContext,
  cookies: { token?: string; refreshToken?: string },
): Promise<{ user: AuthUser | null; tokens?: AuthTokens; reset: boolean }> {
  let token = cookies.token;
  let refreshed: Refreshed | null = null;
  if (!token && !cookies.refreshToken) return { user: null, reset: false };
  if (!token && cookies.refreshToken) {
    refreshed = await refreshTokens(api, cookies.refreshToken);
    if (!refreshed) return { user: null, reset: true };
    token = refreshed.tokens.token;
  }
  let user = await getCurrentUser({ ...api, token });
  if (user === "expired" && !refreshed && cookies.refreshToken) {
    refreshed = await refreshTokens(api, cookies.refreshToken);
    if (!refreshed) return { user: null, reset: true };
    user = await getCurrentUser({ ...api, token: refreshed.tokens.token });
  }
  if (user === "expired") return { user: null, reset: true };
  return { user, tokens: refreshed?.owner ? refreshed.tokens : undefined, reset: false };
}

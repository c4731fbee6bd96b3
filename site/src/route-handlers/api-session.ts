import type { AuthTokens, AuthUser } from "@storyfront/schemas";
import { getCurrentUser, refreshTokens as refreshAtApi, type ApiContext } from "@/api-client";
import { singleFlight } from "./single-flight";

const refreshOnce = singleFlight<AuthTokens | null>();

/** PATCH /auth, one at a time per refresh token; null when the API refuses it (the session is then reset). */
export function refreshTokens(api: ApiContext, refreshToken: string): Promise<AuthTokens | null> {
  return refreshOnce(refreshToken, () => refreshAtApi(api, refreshToken));
}

/**
 * The signed-in user from the token cookies: refreshes when the access token is missing or refused,
 * once. `tokens` are new tokens to write back; `reset` means the session is gone.
 */
export async function currentUser(
  api: ApiContext,
  cookies: { token?: string; refreshToken?: string },
): Promise<{ user: AuthUser | null; tokens?: AuthTokens; reset: boolean }> {
  let token = cookies.token;
  let tokens: AuthTokens | undefined;
  if (!token && !cookies.refreshToken) return { user: null, reset: false };
  if (!token && cookies.refreshToken) {
    tokens = (await refreshTokens(api, cookies.refreshToken)) ?? undefined;
    if (!tokens) return { user: null, reset: true };
    token = tokens.token;
  }
  let user = await getCurrentUser({ ...api, token });
  if (user === "expired" && !tokens && cookies.refreshToken) {
    tokens = (await refreshTokens(api, cookies.refreshToken)) ?? undefined;
    if (!tokens) return { user: null, reset: true };
    user = await getCurrentUser({ ...api, token: tokens.token });
  }
  if (user === "expired") return { user: null, reset: true };
  return { user, tokens, reset: false };
}

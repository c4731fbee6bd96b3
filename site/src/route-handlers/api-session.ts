import { authTokens, authUser, type AuthTokens, type AuthUser } from "@storyfront/schemas";
import type { ApiCaller } from "./request-domain";
import { singleFlight } from "./single-flight";

const refreshOnce = singleFlight<AuthTokens | null>();

/** PATCH /auth, one at a time per refresh token; null when the API refuses it (the session is then reset). */
export function refreshTokens(caller: ApiCaller, refreshToken: string): Promise<AuthTokens | null> {
  return refreshOnce(refreshToken, async () => {
    const response = await fetch(`${caller.domain.ssrApiBaseUrl}/auth`, {
      method: "PATCH",
      headers: { ...caller.headers, "content-type": "application/json" },
      body: JSON.stringify({ refreshToken }),
      cache: "no-store",
    });
    if (!response.ok) return null;
    return authTokens.parse(await response.json());
  });
}

/** GET /auth with the spec's expand; "expired" when the token is refused. */
export async function fetchUser(caller: ApiCaller, token: string): Promise<AuthUser | "expired"> {
  const response = await fetch(`${caller.domain.ssrApiBaseUrl}/auth?expand=activeProject,newNotificationCount`, {
    headers: { ...caller.headers, authorization: `Bearer ${token}` },
    cache: "no-store",
  });
  if (response.status === 401) return "expired";
  if (!response.ok) throw new Error(`GET /auth answered ${response.status}`);
  return authUser.parse(await response.json());
}

/**
 * The signed-in user from the token cookies: refreshes when the access token is missing or refused,
 * once. `tokens` are new tokens to write back; `reset` means the session is gone.
 */
export async function currentUser(
  caller: ApiCaller,
  cookies: { token?: string; refreshToken?: string },
): Promise<{ user: AuthUser | null; tokens?: AuthTokens; reset: boolean }> {
  let token = cookies.token;
  let tokens: AuthTokens | undefined;
  if (!token && !cookies.refreshToken) return { user: null, reset: false };
  if (!token && cookies.refreshToken) {
    tokens = (await refreshTokens(caller, cookies.refreshToken)) ?? undefined;
    if (!tokens) return { user: null, reset: true };
    token = tokens.token;
  }
  let user = await fetchUser(caller, token as string);
  if (user === "expired" && !tokens && cookies.refreshToken) {
    tokens = (await refreshTokens(caller, cookies.refreshToken)) ?? undefined;
    if (!tokens) return { user: null, reset: true };
    user = await fetchUser(caller, tokens.token);
  }
  if (user === "expired") return { user: null, reset: true };
  return { user, tokens, reset: false };
}

/** Passes an API answer through to the browser with its status and JSON body. */
export async function relay(response: Response): Promise<Response> {
  const body = await response.text();
  return new Response(body || null, {
    status: response.status,
    headers: { "content-type": response.headers.get("content-type") ?? "application/json", "cache-control": "no-store" },
  });
}

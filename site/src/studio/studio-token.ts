// The Studio's write token: a random secret of this server process, put in the Studio page (studio/layout.tsx)
// and sent back by the Studio's fetch helper with every call. A write without it is refused even when its Host
// and Origin headers look like the Studio's own, which any non-browser client can forge: only a client that
// loaded the Studio page from this process holds it.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { studioTokenHeader } from "./studio-token-header";

// On globalThis, not in a module variable: next dev evaluates this module again after an edit (and once per
// bundle: pages and route handlers), and the token must stay the one the open page got.
const slot = Symbol.for("storyfront.studioToken");
const store = globalThis as { [slot]?: string };

export function studioToken(): string {
  return (store[slot] ??= randomBytes(32).toString("base64url"));
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Whether the request carries this process's token; compared in constant time (as digests, of equal length). */
export function hasStudioToken(headers: Headers): boolean {
  const sent = headers.get(studioTokenHeader);
  return sent !== null && timingSafeEqual(digest(sent), digest(studioToken()));
}

export const missingTokenMessage =
  "This Studio write needs the token of the Studio page (the X-Studio-Token header it sends). Reload the Studio: " +
  "the page you have was loaded from an earlier run of npm run studio, or the request did not come from the Studio.";

// Draft mode's gate: the secret (PREVIEW_SECRET) compared in constant time. Where it may send a browser
// afterwards is decided by domain/same-site-path.ts, like every other path a visitor hands us.
import { createHash, createHmac, timingSafeEqual } from "node:crypto";

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Hashing first makes both sides the same length, so neither the length nor the content leaks through timing. */
export function isDraftSecret(given: string | null, secret: string | undefined): boolean {
  if (!secret || given === null) return false;
  return timingSafeEqual(digest(given), digest(secret));
}

/**
 * A ticket for one path until a time (Unix seconds): the online Studio's Preview hands the editor's browser to the
 * site's draft mode with it, without ever showing PREVIEW_SECRET to a browser. An HMAC of both under the secret.
 */
export function draftTicket(path: string, expires: number, secret: string): string {
  return createHmac("sha256", secret).update(`${expires}\n${path}`).digest("base64url");
}

/** The ticket fits this path, has not expired, and was made with this secret (compared in constant time). */
export function isDraftTicket(
  input: { path: string; expires: number; ticket: string | null },
  secret: string | undefined,
  now: number,
): boolean {
  if (!secret || !input.ticket || !Number.isInteger(input.expires) || input.expires < now) return false;
  return timingSafeEqual(digest(input.ticket), digest(draftTicket(input.path, input.expires, secret)));
}

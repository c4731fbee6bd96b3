// Draft mode's gate: the secret (PREVIEW_SECRET) compared in constant time. Where it may send a browser
// afterwards is decided by domain/same-site-path.ts, like every other path a visitor hands us.
import { createHash, timingSafeEqual } from "node:crypto";

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Hashing first makes both sides the same length, so neither the length nor the content leaks through timing. */
export function isDraftSecret(given: string | null, secret: string | undefined): boolean {
  if (!secret || given === null) return false;
  return timingSafeEqual(digest(given), digest(secret));
}

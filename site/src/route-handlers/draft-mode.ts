// Draft mode's gate: the secret (PREVIEW_SECRET) compared in constant time, and the only places it may send
// a browser to: relative paths on this site (no open redirect to //evil, /\evil or https://…).
import { createHash, timingSafeEqual } from "node:crypto";

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Hashing first makes both sides the same length, so neither the length nor the content leaks through timing. */
export function isDraftSecret(given: string | null, secret: string | undefined): boolean {
  if (!secret || given === null) return false;
  return timingSafeEqual(digest(given), digest(secret));
}

const origin = "http://draft.invalid";

/** The path itself when it is a same-site relative path, else undefined. */
export function sameSitePath(path: string | null): string | undefined {
  if (!path || !path.startsWith("/") || path.startsWith("//")) return undefined;
  // Browsers read "\" as "/" (so "/\evil.io" is protocol-relative); control characters can hide either.
  if (path.includes("\\") || [...path].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return undefined;
  let url: URL;
  try {
    url = new URL(path, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== origin) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

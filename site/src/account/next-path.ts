import { sameSitePath } from "@/domain/same-site-path";

/**
 * Where /login sends a visitor back to: `?next=` only when it is a path on this site (domain/same-site-path.ts);
 * anything else, absolute, protocol-relative, backslash or dot-segment tricks, falls back to the home page.
 */
export function safeNextPath(raw: string | null | undefined, fallback = "/"): string {
  return sameSitePath(raw) ?? fallback;
}

/** The /login address that brings the visitor back to `path` afterwards. */
export function loginUrl(loginPath: string, path: string): string {
  return `${loginPath}?${new URLSearchParams({ next: safeNextPath(path) }).toString()}`;
}

// Who may see unpublished pages (isActive false): a request carrying the draft credential (x-preview-secret equal
// to PREVIEW_SECRET, as the site sends it in draft mode) or an editor's session (page-edit, manager, administrator).
import { createHash, timingSafeEqual } from "node:crypto";
import { previewSecretHeader } from "@storyfront/schemas";
import type { RequestContext } from "../http/context";
import { HttpError } from "../http/errors";
import { bearerToken } from "../auth/current-user";
import { findAccessToken } from "../auth/tokens";
import { canEditPages } from "../auth/permissions";

// Hashing both sides first gives equal lengths, so the comparison takes the same time whatever was sent.
const digest = (text: string) => createHash("sha256").update(text).digest();

export function previewSecretMatches(sent: string, expected: string): boolean {
  return timingSafeEqual(digest(sent), digest(expected));
}

/**
 * True when the caller may see drafts. A request that sends x-preview-secret must send the right one: a wrong
 * secret (or any secret while PREVIEW_SECRET is unset) is a 401, so a misconfigured site fails loudly instead of
 * silently showing no drafts. A bad or expired bearer token only means "no draft access" (public pages still answer).
 */
export async function hasDraftAccess(ctx: RequestContext): Promise<boolean> {
  const header = ctx.request.headers[previewSecretHeader];
  if (header !== undefined) {
    const sent = Array.isArray(header) ? header.join(",") : header;
    const expected = ctx.options.previewSecret;
    if (!expected || !previewSecretMatches(sent, expected)) throw new HttpError(401, "The preview secret is wrong");
    return true;
  }
  const token = bearerToken(ctx);
  if (!token) return false;
  const session = await findAccessToken(ctx.db, token, ctx.now);
  if (!session) return false;
  const [user] = await ctx.db.query<{ admin_roles: string[]; admin_permissions: string[] }>(
    "select admin_roles, admin_permissions from app_user where id = $1",
    [session.userId],
  );
  return user ? canEditPages(user) : false;
}

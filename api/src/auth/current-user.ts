// Reads `Authorization: Bearer <token>` and answers who is calling, or 401.
import type { RequestContext } from "../http/context";
import { HttpError } from "../http/errors";
import { findAccessToken } from "./tokens";

export type UserRow = {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  admin_roles: string[];
  admin_permissions: string[];
  locale: string;
  company_name: string | null;
  company_domain: string | null;
  disable_all_notification: boolean;
  new_notification_count: number;
  active_project_id: number | null;
};

export function bearerToken(ctx: RequestContext): string | null {
  const header = ctx.request.headers.authorization;
  // The scheme is case-insensitive (RFC 7235 §2.1): `bearer` and `BEARER` are the same as `Bearer`.
  const match = typeof header === "string" ? /^Bearer +([A-Za-z0-9_-]{1,200})$/i.exec(header) : null;
  return match?.[1] ?? null;
}

export async function requireSession(ctx: RequestContext) {
  const token = bearerToken(ctx);
  const session = token ? await findAccessToken(ctx.db, token, ctx.now) : null;
  if (!session) throw new HttpError(401, "Your request was made with invalid or expired credentials", { "www-authenticate": "Bearer" });
  return session;
}

export async function requireUser(ctx: RequestContext): Promise<UserRow> {
  const session = await requireSession(ctx);
  const [user] = await ctx.db.query<UserRow>("select * from app_user where id = $1", [session.userId]);
  if (!user) throw new HttpError(401, "Your request was made with invalid or expired credentials");
  return user;
}

// Opaque bearer tokens stored as SHA-256 hashes. A login starts a family; each refresh rotates within it,
// and a refresh token presented twice revokes the whole family (someone else holds a copy).
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { tokenLifetime, type AuthTokens } from "@storyfront/schemas";
import type { Queryable } from "../db/database";
import { HttpError } from "../http/errors";

const hash = (token: string) => createHash("sha256").update(token).digest("hex");
const newToken = () => randomBytes(32).toString("base64url");

export async function issueTokens(db: Queryable, userId: number, now: number, family: string = randomUUID()): Promise<AuthTokens> {
  const token = newToken();
  const refreshToken = newToken();
  await db.query(
    `insert into auth_token (token_hash, kind, user_id, family, expires_at) values
     ($1, 'access', $3, $4, $5), ($2, 'refresh', $3, $4, $6)`,
    [hash(token), hash(refreshToken), userId, family, now + tokenLifetime.access, now + tokenLifetime.refresh],
  );
  return { token, refreshToken, expiresIn: tokenLifetime.access, refreshExpiresIn: tokenLifetime.refresh };
}

type TokenRow = { user_id: number; family: string; expires_at: number; used_at: number | null; revoked_at: number | null };

const invalidRefresh = () => new HttpError(401, "Refresh token is invalid or expired");

export async function rotateRefreshToken(db: Queryable, refreshToken: string, now: number): Promise<AuthTokens | "reused"> {
  const [row] = await db.query<TokenRow>(
    "select user_id, family, expires_at, used_at, revoked_at from auth_token where token_hash = $1 and kind = 'refresh' for update",
    [hash(refreshToken)],
  );
  if (!row || row.revoked_at !== null || row.expires_at <= now) throw invalidRefresh();
  if (row.used_at !== null) {
    await revokeFamily(db, row.family, now);
    return "reused";
  }
  await db.query("update auth_token set used_at = $2 where token_hash = $1", [hash(refreshToken), now]);
  return issueTokens(db, row.user_id, now, row.family);
}

/** Ends the session (token family) of a refresh token the API issued, in any state; false when it never was one. */
export async function revokeByRefreshToken(db: Queryable, refreshToken: string, now: number): Promise<boolean> {
  const [row] = await db.query<{ family: string }>("select family from auth_token where token_hash = $1 and kind = 'refresh'", [
    hash(refreshToken),
  ]);
  if (row) await revokeFamily(db, row.family, now);
  return row !== undefined;
}

export async function revokeFamily(db: Queryable, family: string, now: number) {
  await db.query("update auth_token set revoked_at = $2 where family = $1 and revoked_at is null", [family, now]);
}

/** The user and token family of a live access token, or null. */
export async function findAccessToken(db: Queryable, token: string, now: number) {
  const [row] = await db.query<{ user_id: number; family: string }>(
    "select user_id, family from auth_token where token_hash = $1 and kind = 'access' and revoked_at is null and expires_at > $2",
    [hash(token), now],
  );
  return row ? { userId: row.user_id, family: row.family } : null;
}

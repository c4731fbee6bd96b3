// The single-use tokens of the e-mailed links (sign-up confirmation, password reset, e-mail change): random, stored
// as SHA-256 hashes only, with an expiry. A token that is unknown, used or expired is "not found" — one answer for all three.
import { createHash, randomBytes } from "node:crypto";
import { accountLinkLifetime } from "@storyfront/schemas";
import type { Queryable } from "../db/database";
import { HttpError } from "../http/errors";

export type AccountTokenKind = keyof typeof accountLinkLifetime;

const hash = (token: string) => createHash("sha256").update(token).digest("hex");

/** `newEmail`: the address an e-mail change link (kind `email`) writes to its account; null for the other kinds. */
export async function issueAccountToken(
  db: Queryable,
  kind: AccountTokenKind,
  userId: number,
  now: number,
  newEmail: string | null = null,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.query(
    "insert into account_token (token_hash, kind, user_id, created_at, expires_at, new_email) values ($1, $2, $3, $4, $5, $6)",
    [hash(token), kind, userId, now, now + accountLinkLifetime[kind], newEmail],
  );
  return token;
}

/** Spec §8: the message names the token (cut short, so a pasted essay does not come back whole). */
export const tokenNotFound = (token: string) =>
  new HttpError(404, `Token "${token.length > 64 ? `${token.slice(0, 64)}…` : token}" not found`);

/**
 * Uses a live token up, inside the caller's transaction, and answers its account; a second request with the
 * same token finds it used (the update claims it), so a link works once even when clicked twice at once.
 */
export async function useAccountToken(tx: Queryable, kind: AccountTokenKind, token: string, now: number): Promise<number> {
  return (await claim(tx, kind, token, now)).userId;
}

/** useAccountToken for an e-mail change link: its account and the address the link confirms. */
export async function useEmailChangeToken(tx: Queryable, token: string, now: number): Promise<{ userId: number; newEmail: string }> {
  const { userId, newEmail } = await claim(tx, "email", token, now);
  if (newEmail === null) throw tokenNotFound(token);
  return { userId, newEmail };
}

async function claim(tx: Queryable, kind: AccountTokenKind, token: string, now: number) {
  const [row] = await tx.query<{ user_id: number; new_email: string | null }>(
    "update account_token set used_at = $3 where token_hash = $1 and kind = $2 and used_at is null and expires_at > $3 " +
      "returning user_id, new_email",
    [hash(token), kind, now],
  );
  if (!row) throw tokenNotFound(token);
  return { userId: row.user_id, newEmail: row.new_email };
}

/** A newer link replaces the older ones of the same kind (only the latest e-mail works). */
export async function retireAccountTokens(db: Queryable, kind: AccountTokenKind, userId: number, now: number) {
  await db.query("update account_token set used_at = $3 where user_id = $1 and kind = $2 and used_at is null", [userId, kind, now]);
}

// The e-mailed sign-in code: once failed sign-ins of one account from many places pass the account-wide limit, a
// sign-in from an unknown device gets its password checked only together with a 6-digit code sent to the account's
// address. Codes are kept per lower-cased email, made up or not, so the answers cannot tell which addresses have an
// account; only a real account's owner gets the e-mail.
import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import { emailCodeLifetime } from "@storyfront/schemas";
import type { Queryable } from "../db/database";

/** Wrong codes (or wrong passwords given with the right code) before a code is burnt. */
export const codeFailureLimit = 5;
/** Seconds before another code may be e-mailed to the same address: strangers cannot flood the owner's inbox. */
export const codeResendSeconds = 60;

const hash = (email: string, code: string) => createHash("sha256").update(`${email}\n${code}`).digest();

/**
 * A new code for `email` unless one was sent less than a minute ago (then null: nothing is sent, and the code of that
 * e-mail stays valid). One conditional upsert, so parallel requests cannot both send.
 */
export async function issueEmailCode(db: Queryable, email: string, now: number): Promise<string | null> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const [row] = await db.query(
    `insert into sign_in_code as c (email, code_hash, sent_at, expires_at, failures) values ($1, $2, $3::integer, $4::integer, 0)
     on conflict (email) do update set code_hash = excluded.code_hash, sent_at = excluded.sent_at,
       expires_at = excluded.expires_at, failures = 0
     where c.sent_at <= $5::integer
     returning email`,
    [email, hash(email, code).toString("hex"), now, now + emailCodeLifetime, now - codeResendSeconds],
  );
  if (row) await db.query("delete from sign_in_code where expires_at <= $1::integer", [now - emailCodeLifetime]);
  return row ? code : null;
}

/**
 * Checks `code`. Each check first takes one of the code's `codeFailureLimit` tries (one conditional update, so
 * parallel guesses get no more), and a right code gives it back: the caller calls `failed()` when the password
 * given with it is wrong, and `used()` when the sign-in went through.
 */
export async function checkEmailCode(db: Queryable, email: string, code: string, now: number): Promise<EmailCodeCheck | null> {
  const [row] = await db.query<{ code_hash: string }>(
    `update sign_in_code set failures = failures + 1
     where email = $1 and expires_at > $2::integer and failures < $3::integer returning code_hash`,
    [email, now, codeFailureLimit],
  );
  const right = row !== undefined && timingSafeEqual(Buffer.from(row.code_hash, "hex"), hash(email, code));
  if (!right) return null;
  await db.query("update sign_in_code set failures = failures - 1 where email = $1 and failures > 0", [email]);
  return {
    failed: async () => void (await db.query("update sign_in_code set failures = failures + 1 where email = $1", [email])),
    used: async () => void (await db.query("delete from sign_in_code where email = $1", [email])),
  };
}

export type EmailCodeCheck = { failed(): Promise<void>; used(): Promise<void> };

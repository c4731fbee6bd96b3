// Two-factor sign-in with TOTP (RFC 6238) codes through `otpauth`: after the right password the API hands out a
// short-lived ticket instead of tokens; the ticket and a current code from the authenticator app give the tokens.
import { createHash, randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import { twoFactorTicketLifetime, type TwoFactorChallenge } from "@storyfront/schemas";
import type { Queryable } from "../db/database";

/** Wrong codes one ticket takes before it is burnt (the per-email login throttle also counts each one). */
export const ticketFailureLimit = 5;

const period = 30;
const hash = (ticket: string) => createHash("sha256").update(ticket).digest("hex");

export async function issueTicket(db: Queryable, userId: number, now: number): Promise<TwoFactorChallenge> {
  const ticket = randomBytes(32).toString("base64url");
  await db.query("insert into two_factor_ticket (ticket_hash, user_id, expires_at) values ($1, $2, $3)", [
    hash(ticket),
    userId,
    now + twoFactorTicketLifetime,
  ]);
  return { twoFactorRequired: true, ticket, expiresIn: twoFactorTicketLifetime };
}

export type TicketHolder = { userId: number; email: string; secret: string; lastStep: number | null };

/** The account behind a live ticket (not expired, not used, not burnt), or null. */
export async function findTicket(db: Queryable, ticket: string, now: number): Promise<TicketHolder | null> {
  const [row] = await db.query<{ user_id: number; email: string; two_factor_secret: string | null; two_factor_last_step: string | null }>(
    `select u.id as user_id, u.email, u.two_factor_secret, u.two_factor_last_step
     from two_factor_ticket t join app_user u on u.id = t.user_id
     where t.ticket_hash = $1 and t.used_at is null and t.expires_at > $2 and t.failures < $3`,
    [hash(ticket), now, ticketFailureLimit],
  );
  if (!row?.two_factor_secret) return null;
  const lastStep = row.two_factor_last_step === null ? null : Number(row.two_factor_last_step);
  return { userId: row.user_id, email: row.email, secret: row.two_factor_secret, lastStep };
}

/**
 * The time step of `code` when it is valid now (the current step or one either side, for clock drift) and newer
 * than the last code this account used; else null, so a code seen by someone else cannot be replayed.
 */
export function acceptedStep(holder: TicketHolder, code: string, now: number): number | null {
  const totp = new TOTP({ secret: Secret.fromBase32(holder.secret), period, digits: 6, algorithm: "SHA1" });
  const delta = totp.validate({ token: code, timestamp: now * 1000, window: 1 });
  if (delta === null) return null;
  const step = Math.floor(now / period) + delta;
  return holder.lastStep !== null && step <= holder.lastStep ? null : step;
}

export async function recordWrongCode(db: Queryable, ticket: string) {
  await db.query("update two_factor_ticket set failures = failures + 1 where ticket_hash = $1", [hash(ticket)]);
}

/**
 * Within one transaction: claims the code's step for the account (refused when a code of that step or a later one
 * was already used: "replayed") and uses the ticket up (another request used it first: TicketAlreadyUsed is thrown, rolling the step back).
 */
export async function consumeTicket(
  tx: Queryable,
  ticket: string,
  holder: TicketHolder,
  step: number,
  now: number,
): Promise<"ok" | "replayed"> {
  const claimed = await tx.query(
    "update app_user set two_factor_last_step = $2 " +
      "where id = $1 and (two_factor_last_step is null or two_factor_last_step < $2) returning id",
    [holder.userId, step],
  );
  if (claimed.length === 0) return "replayed";
  const used = await tx.query("update two_factor_ticket set used_at = $2 where ticket_hash = $1 and used_at is null returning user_id", [
    hash(ticket),
    now,
  ]);
  if (used.length === 0) throw new TicketAlreadyUsed();
  return "ok";
}

/** Thrown inside the transaction so the claimed step is rolled back with it. */
export class TicketAlreadyUsed extends Error {}

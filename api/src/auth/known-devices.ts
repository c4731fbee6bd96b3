// Known devices: a browser that completed a sign-in gets an opaque random token (the site keeps it in an httpOnly
// cookie for a year). A sign-in carrying a valid token of the account is throttled only by that device's own
// failures, so guesses spread over many addresses never lock the owner out of their own browser; the password is
// still needed, and without the device a thief of the password still meets the account-wide limit.
import { createHash, randomBytes } from "node:crypto";
import { knownDeviceLifetime } from "@storyfront/schemas";
import type { Queryable } from "../db/database";

/** Devices kept per account; a newer sign-in from yet another browser forgets the oldest. */
export const devicesPerAccount = 20;

const hash = (token: string) => createHash("sha256").update(token).digest("hex");

export type KnownDevice = { userId: number; key: string };

/** The device of `token` when it is live and belongs to the account of `email`; else null. */
export async function findKnownDevice(db: Queryable, token: string | undefined, email: string, now: number): Promise<KnownDevice | null> {
  if (!token) return null;
  const tokenHash = hash(token);
  const [row] = await db.query<{ user_id: number }>(
    `select d.user_id from known_device d join app_user u on u.id = d.user_id
     where d.token_hash = $1 and d.expires_at > $2 and lower(u.email) = $3`,
    [tokenHash, now, email],
  );
  // The throttle key names the device by part of its hash: never the token itself.
  return row ? { userId: row.user_id, key: `device:${tokenHash.slice(0, 32)}` } : null;
}

export async function issueKnownDevice(db: Queryable, userId: number, now: number): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.query("insert into known_device (token_hash, user_id, created_at, expires_at) values ($1, $2, $3, $4)", [
    hash(token),
    userId,
    now,
    now + knownDeviceLifetime,
  ]);
  await db.query(
    `delete from known_device where user_id = $1 and token_hash not in
       (select token_hash from known_device where user_id = $1 order by created_at desc, token_hash limit $2)`,
    [userId, devicesPerAccount],
  );
  return token;
}

/** A new password (changed or reset) forgets every device: whoever knew the old one may have signed in somewhere. */
export async function forgetKnownDevices(db: Queryable, userId: number) {
  await db.query("delete from known_device where user_id = $1", [userId]);
}

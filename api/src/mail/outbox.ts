// E-mails wait in mail_outbox (written in the transaction of what caused them) until the mail worker hands them
// to the mailbox, so an e-mail is neither lost by a restart nor sent for a change that was rolled back.
import type { Queryable } from "../db/database";

export type Mail = { to: string; subject: string; text: string };

export async function queueMail(db: Queryable, mail: Mail, nowMs: number = Date.now()) {
  await db.query("insert into mail_outbox (to_address, subject, body, created_at, next_attempt_at) values ($1, $2, $3, $4, $4)", [
    mail.to,
    mail.subject,
    mail.text,
    nowMs,
  ]);
}

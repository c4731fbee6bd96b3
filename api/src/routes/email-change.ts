// Changing the sign-in e-mail (ASVS V2/V3): the current password, then a link to the new address that makes the
// change. A stolen session alone cannot move an account to another address, and the answer never says whether an
// address has an account: a free and a taken address get the same 202, only the e-mails differ.
import { apiCalls, type ApiLocale } from "@storyfront/schemas";
import type { ApiOptions } from "../app-options";
import { defineRoute } from "../http/route";
import { HttpError, ValidationError } from "../http/errors";
import type { RequestContext } from "../http/context";
import type { Queryable } from "../db/database";
import { verifyPassword } from "../auth/password";
import { requireUser } from "../auth/current-user";
import { accountLimit, LoginThrottle, sourceLimits } from "../auth/login-throttle";
import { issueAccountToken, retireAccountTokens, useEmailChangeToken } from "../auth/account-tokens";
import { ResendCountdown } from "../auth/resend-countdown";
import { queueMail } from "../mail/outbox";
import { siteLink } from "../mail/account-mails";
import { linkOrigin } from "../mail/link-origin";
import { emailChangedMail, emailChangeLinkMail, emailChangeRequestedMail, emailChangeTakenMail } from "../mail/email-change-mails";

type Waker = { wake(): void };

const otherAccountWith = async (db: Queryable, email: string, userId: number) =>
  (await db.query("select 1 from app_user where lower(email) = lower($1) and id <> $2", [email, userId])).length > 0;

export function emailChangeRoutes(options: ApiOptions, mail: Waker) {
  // The login throttle's own counts (same keys as POST /auth): a wrong password here is a failed sign-in, so a
  // stolen session cannot be used to guess the password faster than the sign-in form allows. Its source's limits and
  // the account-wide one are all taken here (a full one is a 429): this is no sign-in, so there is no code step.
  const throttle = new LoginThrottle(options.loginThrottleWindow);
  const limit = options.loginThrottleLimit;
  const reservePasswordCheck = (email: string, ctx: RequestContext) =>
    throttle.reserve(
      ctx.db,
      [...sourceLimits(email, ctx.request.ip, options.trustProxy ? ctx.request.ip : null, limit), accountLimit(email, limit)],
      ctx.now,
    );
  // Per new address, as for password reset: one session cannot flood someone's inbox with these e-mails.
  const countdown = new ResendCountdown(options.signupResendSeconds);

  return [
    defineRoute({
      call: apiCalls.emailChange,
      tag: "auth",
      summary:
        "Asks to change the sign-in e-mail. currentPassword must be right (422 naming it; wrong ones count in the login throttle, " +
        "429). Always 202 when it is: the new address gets a link to /confirm-email (24 h, works once; a newer request replaces " +
        "it), or, when it already has an account, an e-mail saying so and no link; the old address is told of the request. " +
        "Nothing changes until the link is followed (POST /auth/email-change/confirm).",
      handler: async ({ body }, ctx) => {
        const user = await requireUser(ctx);
        const attempt = await reservePasswordCheck(user.email.toLowerCase(), ctx);
        const [row] = await ctx.db.query<{ password_hash: string }>("select password_hash from app_user where id = $1", [user.id]);
        // A failure keeps its places in the throttle: that is the count.
        if (!row || !(await verifyPassword(body.currentPassword, row.password_hash)))
          throw new ValidationError([{ field: "currentPassword", message: "is incorrect" }]);
        // Only this check's place is given back: a right password here is not a sign-in, so it does not forgive
        // the failures others ran up against the account.
        await attempt.release();
        if (body.email.toLowerCase() === user.email.toLowerCase())
          throw new ValidationError([{ field: "email", message: "is already your e-mail address" }]);
        ctx.status = 202;
        const key = `email-change:${body.email.toLowerCase()}`;
        if (countdown.left(key, ctx.now) > 0) return undefined;
        countdown.start(key, ctx.now);
        await ctx.db.transaction(async (tx) => {
          // Only the newest request's link works, whichever address it named.
          await retireAccountTokens(tx, "email", user.id, ctx.now);
          if (await otherAccountWith(tx, body.email, user.id)) {
            await queueMail(tx, emailChangeTakenMail(body.email));
          } else {
            const token = await issueAccountToken(tx, "email", user.id, ctx.now, body.email);
            const link = siteLink(linkOrigin(ctx), ctx.lang as ApiLocale, "/confirm-email", token);
            await queueMail(tx, emailChangeLinkMail(body.email, link));
          }
          await queueMail(tx, emailChangeRequestedMail(user.email, body.email));
        });
        mail.wake();
        return undefined;
      },
    }),
    defineRoute({
      call: apiCalls.emailChangeConfirm,
      tag: "auth",
      summary:
        "Follows an e-mail change link: the account signs in with the new address from now on, every session of it ends (sign in " +
        "again with the new address), its other e-mailed links stop working and the old address is told. No session needed: the " +
        'token is the proof. 404 `Token "{token}" not found` for an unknown, used or expired token; 409 when the address was ' +
        "given to another account meanwhile (nothing changes).",
      handler: async ({ body }, ctx) => {
        const changed = await ctx.db.transaction(async (tx) => {
          const { userId, newEmail } = await useEmailChangeToken(tx, body.token, ctx.now);
          if (await otherAccountWith(tx, newEmail, userId)) return null;
          const [account] = await tx.query<{ email: string }>("select email from app_user where id = $1 for update", [userId]);
          if (!account) return null;
          await tx.query("update app_user set email = $2 where id = $1", [userId, newEmail]);
          // The address is how the account signs in: every session (and any sign-in link mailed to the old
          // address) must be earned again with the new one.
          await tx.query("update auth_token set revoked_at = $2 where user_id = $1 and revoked_at is null", [userId, ctx.now]);
          await tx.query("update account_token set used_at = $2 where user_id = $1 and used_at is null", [userId, ctx.now]);
          await queueMail(tx, emailChangedMail(account.email, newEmail));
          return newEmail;
        });
        if (changed === null)
          throw new HttpError(409, "This e-mail address now belongs to another account; your e-mail address was not changed");
        mail.wake();
        return { email: changed };
      },
    }),
  ];
}

// Sign-up with e-mail confirmation and password reset (spec §3, §4, §5, §8). Every answer about an address is the
// same whether it has an account or not (no enumeration); what differs is only the e-mail its owner gets.
import { apiCalls, type ApiLocale } from "@storyfront/schemas";
import type { ApiOptions } from "../app-options";
import { defineRoute } from "../http/route";
import { HttpError } from "../http/errors";
import type { RequestContext } from "../http/context";
import type { Queryable } from "../db/database";
import { hashPassword } from "../auth/password";
import { issueTokens } from "../auth/tokens";
import { forgetKnownDevices } from "../auth/known-devices";
import { issueAccountToken, retireAccountTokens, useAccountToken } from "../auth/account-tokens";
import { ResendCountdown } from "../auth/resend-countdown";
import { queueMail } from "../mail/outbox";
import { alreadyRegisteredMail, resetMail, signupMail, siteLink } from "../mail/account-mails";
import { linkOrigin } from "../mail/link-origin";
import { SendLimit, visitorAddress, type SendLimitKey } from "../limits/send-limit";

type Waker = { wake(): void };
type AccountRow = { id: number; email: string; first_name: string; confirmed_at: number | null };

const findAccount = async (db: Queryable, email: string, lock = false) =>
  (
    await db.query<AccountRow>(
      `select id, email, first_name, confirmed_at from app_user where lower(email) = $1${lock ? " for update" : ""}`,
      [email],
    )
  )[0];

export function accountRoutes(options: ApiOptions, mail: Waker) {
  const countdown = new ResendCountdown(options.signupResendSeconds);
  // Every sign-up and resend request takes a place per visitor address and per e-mail address before anything is
  // sent, so nobody can make the service e-mail an address (or many) without end (issue 37).
  const sendLimit = new SendLimit(options.signupLimits.windowSeconds);
  const { perAddress, perEmail } = options.signupLimits;
  const reserveSend = (email: string, ctx: RequestContext) => {
    const address = visitorAddress(ctx);
    const byEmail: SendLimitKey = {
      key: `signup-email:${email}`,
      limit: perEmail,
      refusal: "Too many confirmation e-mails for this address",
    };
    if (address === null) return sendLimit.reserve(ctx.db, [byEmail], ctx.now);
    const byAddress = { key: `signup-address:${address}`, limit: perAddress, refusal: "Too many sign-up requests from your address" };
    return sendLimit.reserve(ctx.db, [byAddress, byEmail], ctx.now);
  };

  const link = async (db: Queryable, ctx: RequestContext, kind: "signup" | "reset", userId: number) => {
    await retireAccountTokens(db, kind, userId, ctx.now);
    const token = await issueAccountToken(db, kind, userId, ctx.now);
    return siteLink(linkOrigin(ctx), ctx.lang as ApiLocale, kind === "signup" ? "/signup/confirm" : "/reset-password", token);
  };

  const tooSoon = (left: number) =>
    new HttpError(429, `A confirmation e-mail was sent moments ago; you can ask for another in ${left} seconds`, {
      "retry-after": String(left),
    });

  return [
    defineRoute({
      call: apiCalls.signup,
      tag: "account",
      summary:
        "Sign up: creates an unconfirmed account and e-mails a link to /signup/confirm (24 h, works once). An address that already " +
        "has an account gets the same 202 (its owner is e-mailed instead). resendIn: seconds before POST /auth/signup/resend. " +
        "429 with Retry-After past the sign-up limits per visitor address and per e-mail address.",
      handler: async ({ body }, ctx) => {
        const email = body.email.toLowerCase();
        await reserveSend(email, ctx);
        const left = countdown.left(email, ctx.now);
        // A second sign-up during the countdown sends nothing new, and says how long to wait, like the first.
        if (left > 0) return { email: body.email, resendIn: left };
        await ctx.db.transaction(async (tx) => {
          const account = await findAccount(tx, email, true);
          if (account?.confirmed_at) {
            await queueMail(tx, alreadyRegisteredMail(account.email, await link(tx, ctx, "reset", account.id)));
            return;
          }
          const values = [body.firstName, body.lastName, body.companyName, body.companyDomain.toLowerCase()];
          const [row] = account
            ? await tx.query<{ id: number }>(
                "update app_user set first_name = $2, last_name = $3, company_name = $4, company_domain = $5 where id = $1 returning id",
                [account.id, ...values],
              )
            : await tx.query<{ id: number }>(
                `insert into app_user
                   (username, email, password_hash, first_name, last_name, company_name, company_domain, locale, created_at)
                 values ($1, $1, '', $2, $3, $4, $5, $6, $7) returning id`,
                [body.email, ...values, ctx.lang, ctx.now],
              );
          await queueMail(tx, signupMail(body.email, body.firstName, await link(tx, ctx, "signup", row?.id ?? 0)));
        });
        mail.wake();
        return { email: body.email, resendIn: countdown.start(email, ctx.now) };
      },
    }),
    defineRoute({
      call: apiCalls.signupResend,
      tag: "account",
      summary:
        "Sends the confirmation e-mail again (a new link; older ones stop working). 429 with Retry-After and the seconds in the " +
        "message while the countdown of the last e-mail runs, and past the sign-up limits. The same 202 for any address.",
      handler: async ({ body }, ctx) => {
        const email = body.email.toLowerCase();
        const left = countdown.left(email, ctx.now);
        if (left > 0) throw tooSoon(left);
        await reserveSend(email, ctx);
        await ctx.db.transaction(async (tx) => {
          const account = await findAccount(tx, email, true);
          if (!account || account.confirmed_at) return;
          await queueMail(tx, signupMail(account.email, account.first_name, await link(tx, ctx, "signup", account.id)));
        });
        mail.wake();
        return { email: body.email, resendIn: countdown.start(email, ctx.now) };
      },
    }),
    defineRoute({
      call: apiCalls.signupConfirm,
      tag: "account",
      summary:
        "Confirms the account of a sign-up link, sets its password and signs in (tokens as POST /auth). An unknown, used or expired " +
        'token is a 404 `Token "{token}" not found`; the password rule is a 422 on password / passwordRepeat.',
      handler: async ({ body }, ctx) => {
        const passwordHash = await hashPassword(body.password, options.scryptCost);
        return ctx.db.transaction(async (tx) => {
          const userId = await useAccountToken(tx, "signup", body.token, ctx.now);
          await tx.query("update app_user set password_hash = $2, confirmed_at = $3 where id = $1", [userId, passwordHash, ctx.now]);
          return issueTokens(tx, userId, ctx.now);
        });
      },
    }),
    defineRoute({
      call: apiCalls.passwordReset,
      tag: "account",
      summary:
        "E-mails a link to /reset-password (1 h, works once) when the address has an account; always 202, so nobody learns which " +
        "addresses do.",
      handler: async ({ body }, ctx) => {
        ctx.status = 202;
        const email = body.email.toLowerCase();
        // The countdown keeps a stranger from flooding someone's inbox; the answer stays the same.
        if (countdown.left(`reset:${email}`, ctx.now) > 0) return undefined;
        countdown.start(`reset:${email}`, ctx.now);
        await ctx.db.transaction(async (tx) => {
          const account = await findAccount(tx, email, true);
          if (!account?.confirmed_at) return;
          await queueMail(tx, resetMail(account.email, await link(tx, ctx, "reset", account.id)));
        });
        mail.wake();
        return undefined;
      },
    }),
    defineRoute({
      call: apiCalls.passwordResetConfirm,
      tag: "account",
      summary:
        "Sets a new password with the token of a reset link, ends every session of the account, cancels a pending e-mail " +
        'change and forgets its known devices. 404 `Token "{token}" not found` for an unknown, used or expired token; the ' +
        "password rule as for sign-up.",
      handler: async ({ body }, ctx) => {
        const passwordHash = await hashPassword(body.password, options.scryptCost);
        await ctx.db.transaction(async (tx) => {
          const userId = await useAccountToken(tx, "reset", body.token, ctx.now);
          await tx.query("update app_user set password_hash = $2 where id = $1", [userId, passwordHash]);
          await tx.query("update auth_token set revoked_at = $2 where user_id = $1 and revoked_at is null", [userId, ctx.now]);
          // A new password also cancels an e-mail change that was asked for (the old address was told it would).
          await retireAccountTokens(tx, "email", userId, ctx.now);
          await forgetKnownDevices(tx, userId);
        });
        return undefined;
      },
    }),
  ];
}

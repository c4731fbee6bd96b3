// POST|GET|PATCH|DELETE /auth and PUT /profile (spec §7, §9).
import { apiCalls, emailCodeLifetime, type EmailCodeChallenge } from "@storyfront/schemas";
import { defineRoute } from "../http/route";
import { HttpError, ValidationError } from "../http/errors";
import { randomUUID } from "node:crypto";
import { hashPassword, verifyPassword } from "../auth/password";
import { findAccessToken, issueTokens, revokeByRefreshToken, revokeFamily, rotateRefreshToken } from "../auth/tokens";
import { bearerToken, requireSession, requireUser, type UserRow } from "../auth/current-user";
import { accountLimit, LoginThrottle, sourceLimits, type ThrottleLimit } from "../auth/login-throttle";
import { findKnownDevice, issueKnownDevice, type KnownDevice } from "../auth/known-devices";
import { checkEmailCode, issueEmailCode, type EmailCodeCheck } from "../auth/email-code";
import { queueMail } from "../mail/outbox";
import { signInCodeMail } from "../mail/account-mails";
import { userAnswer } from "../auth/user-answer";
import type { ApiOptions } from "../app-options";
import type { Queryable } from "../db/database";
import type { RequestContext } from "../http/context";
import { acceptedStep, consumeTicket, findTicket, issueTicket, recordWrongCode, TicketAlreadyUsed } from "../auth/two-factor";

type Waker = { wake(): void };

export function authRoutes(options: ApiOptions, mail: Waker) {
  const throttle = new LoginThrottle(options.loginThrottleWindow);
  const limit = options.loginThrottleLimit;
  // Checked when the email is unknown, at the same cost as a real hash, so both failures take as long.
  const decoyHash = hashPassword(randomUUID(), options.scryptCost);
  // The limits of the source of an attempt: a known device of the account only against its own failures; any other
  // request per account and address pair against guessing one password (or code), and per address (4× looser, only
  // when a trusted proxy names it) against trying many accounts. Each attempt holds its places before the check
  // (src/auth/login-throttle.ts); a full one is a 429.
  const sourceOf = (email: string, device: KnownDevice | null, ctx: RequestContext): ThrottleLimit[] =>
    device ? [{ key: device.key, limit }] : sourceLimits(email, ctx.request.ip, options.trustProxy ? ctx.request.ip : null, limit);
  // A complete sign-in: the tokens, and a device token for a browser that did not bring a valid one.
  const signedIn = async (db: Queryable, userId: number, device: KnownDevice | null, now: number) => {
    const tokens = await issueTokens(db, userId, now);
    return device ? tokens : { ...tokens, device: await issueKnownDevice(db, userId, now) };
  };
  // The account-wide limit is full: a code goes to the account's address (at most one e-mail a minute), and the
  // answer is the same whether there is an account or not.
  const emailCodeStep = async (email: string, ctx: RequestContext): Promise<EmailCodeChallenge> => {
    await ctx.db.transaction(async (tx) => {
      const code = await issueEmailCode(tx, email, ctx.now);
      if (code === null) return;
      const [user] = await tx.query<{ email: string }>("select email from app_user where lower(email) = $1 and confirmed_at is not null", [
        email,
      ]);
      if (user) await queueMail(tx, signInCodeMail(user.email, code));
    });
    mail.wake();
    return { emailCodeRequired: true, expiresIn: emailCodeLifetime };
  };
  const wrongEmailCode = () =>
    new ValidationError([{ field: "emailCode", message: "is incorrect or has expired; enter the code of the latest e-mail" }]);
  const ticketExpired = () =>
    new HttpError(401, "This sign-in has expired or was already used; sign in again with your email and password");
  return [
    defineRoute({
      call: apiCalls.authLogin,
      tag: "auth",
      summary:
        "Sign in with email and password; answers token (1800 s), refreshToken (5184000 s) and, for a browser without a valid `device` " +
        "token of this account, a new one; or, for an account with two-factor sign-in, { twoFactorRequired, ticket, expiresIn } for " +
        "POST /auth/two-factor. A source (address, account and address pair, known device) with too many failures gets 429. Once " +
        "failures of the account from elsewhere pass its limit, a request without a known `device` gets { emailCodeRequired, " +
        "expiresIn } and its password is not checked until it comes with the e-mailed `emailCode` (a wrong one is a 422 naming it).",
      handler: async ({ body }, ctx) => {
        const email = body.email.toLowerCase();
        const device = await findKnownDevice(ctx.db, body.device, email, ctx.now);
        const attempt = await throttle.reserve(ctx.db, sourceOf(email, device, ctx), ctx.now);
        // Failures from anywhere but the owner's devices are limited per account; past the limit nobody gets a
        // password checked without the e-mailed code, so guessers get at most the limit in checks, and the owner is
        // asked for a code instead of being refused.
        const accountOpen = device !== null || (await attempt.add(throttle.take(ctx.db, accountLimit(email, limit), ctx.now)));
        let code: EmailCodeCheck | null = null;
        if (!accountOpen) {
          if (body.emailCode === undefined) return emailCodeStep(email, ctx);
          code = await checkEmailCode(ctx.db, email, body.emailCode, ctx.now);
          if (!code) throw wrongEmailCode();
        }
        const [user] = await ctx.db.query<{ id: number; password_hash: string; two_factor_secret: string | null }>(
          "select id, password_hash, two_factor_secret from app_user where lower(email) = $1 and confirmed_at is not null",
          [email],
        );
        const valid = await verifyPassword(body.password, user?.password_hash ?? (await decoyHash));
        // A failure keeps its places: that is the count.
        if (!user || !valid) {
          await code?.failed();
          throw new HttpError(401, "Incorrect email or password");
        }
        await code?.used();
        // The failures of this email are forgiven only once the whole sign-in succeeds, so wrong codes keep counting.
        if (user.two_factor_secret) {
          await attempt.release();
          return issueTicket(ctx.db, user.id, ctx.now);
        }
        await attempt.succeed();
        return signedIn(ctx.db, user.id, device, ctx.now);
      },
    }),
    defineRoute({
      call: apiCalls.authTwoFactor,
      tag: "auth",
      summary:
        "Second sign-in step: the ticket of POST /auth and a current 6-digit code; answers the tokens (and a device token, as " +
        "POST /auth). " +
        "A wrong code is a 422 naming `code`; an expired, used or unknown ticket a 401; the login throttle counts wrong codes.",
      handler: async ({ body }, ctx) => {
        const holder = await findTicket(ctx.db, body.ticket, ctx.now);
        if (!holder) throw ticketExpired();
        const email = holder.email.toLowerCase();
        const device = await findKnownDevice(ctx.db, body.device, email, ctx.now);
        // Only the source's limits: the ticket already needed the right password (and, past the account-wide limit,
        // the e-mailed code), and it burns after a few wrong codes.
        const attempt = await throttle.reserve(ctx.db, sourceOf(email, device, ctx), ctx.now);
        const wrongCode = async () => {
          await recordWrongCode(ctx.db, body.ticket);
          return new ValidationError([
            { field: "code", message: "is incorrect or has expired; enter the current code from your authenticator app" },
          ]);
        };
        const step = acceptedStep(holder, body.code, ctx.now);
        if (step === null) throw await wrongCode();
        const tokens = await ctx.db
          .transaction(async (tx) =>
            (await consumeTicket(tx, body.ticket, holder, step, ctx.now)) === "ok" ? signedIn(tx, holder.userId, device, ctx.now) : null,
          )
          .catch(async (error: unknown) => {
            if (!(error instanceof TicketAlreadyUsed)) throw error;
            await attempt.release();
            throw ticketExpired();
          });
        if (!tokens) throw await wrongCode();
        await attempt.succeed();
        return tokens;
      },
    }),
    defineRoute({
      call: apiCalls.authUser,
      tag: "auth",
      summary: "The signed-in user; expand=activeProject,newNotificationCount.",
      handler: async ({ query }, ctx) => userAnswer(ctx.db, await requireUser(ctx), query.expand ?? [], ctx.now),
    }),
    defineRoute({
      call: apiCalls.authRefresh,
      tag: "auth",
      summary: "Exchange a refresh token for new tokens. A refresh token works once; presenting it again revokes its family.",
      handler: async ({ body }, ctx) => {
        const result = await ctx.db.transaction((tx) => rotateRefreshToken(tx, body.refreshToken, ctx.now));
        if (result === "reused") throw new HttpError(401, "Refresh token was already used; the session is revoked");
        return result;
      },
    }),
    defineRoute({
      call: apiCalls.authLogout,
      tag: "auth",
      summary:
        "Sign out: revokes every access and refresh token of the session of the bearer token and/or of body.refreshToken. " +
        "With a refresh token in the body it answers 204 whatever the tokens' state (repeatable; the access token may have expired); " +
        "without one, a missing or invalid bearer token is a 401.",
      handler: async ({ body }, ctx) => {
        if (!body) {
          const session = await requireSession(ctx);
          await revokeFamily(ctx.db, session.family, ctx.now);
          return undefined;
        }
        const token = bearerToken(ctx);
        const session = token ? await findAccessToken(ctx.db, token, ctx.now) : null;
        if (session) await revokeFamily(ctx.db, session.family, ctx.now);
        await revokeByRefreshToken(ctx.db, body.refreshToken, ctx.now);
        return undefined;
      },
    }),
    defineRoute({
      call: apiCalls.profileUpdate,
      tag: "auth",
      summary:
        "Change the settable fields (firstName, lastName, username, disableAllNotification, locale); others are rejected by name, " +
        "email with a pointer to POST /profile/email (password and a confirmed link). Answers the updated user (expand as GET /auth).",
      handler: async ({ body, query }, ctx) => {
        const user = await requireUser(ctx);
        const expand = query.expand ?? [];
        // The e-mail is not among them: the schema refuses it, so it can be neither set nor probed here.
        const columns: Record<Exclude<keyof typeof body, "email">, string> = {
          firstName: "first_name",
          lastName: "last_name",
          username: "username",
          disableAllNotification: "disable_all_notification",
          locale: "locale",
        };
        if (body.username !== undefined) {
          const taken = await ctx.db.query("select 1 from app_user where lower(username) = lower($1) and id <> $2", [
            body.username,
            user.id,
          ]);
          if (taken.length > 0) throw new ValidationError([{ field: "username", message: "This username is already taken" }]);
        }
        const entries = Object.entries(body).filter(([field, value]) => field !== "email" && value !== undefined) as [
          keyof typeof columns,
          unknown,
        ][];
        if (entries.length === 0) return userAnswer(ctx.db, user, expand, ctx.now);
        const sets = entries.map(([field], index) => `${columns[field]} = $${index + 2}`);
        const [updated] = await ctx.db.query<UserRow>(`update app_user set ${sets.join(", ")} where id = $1 returning *`, [
          user.id,
          ...entries.map(([, value]) => value),
        ]);
        return userAnswer(ctx.db, updated ?? user, expand, ctx.now);
      },
    }),
  ];
}

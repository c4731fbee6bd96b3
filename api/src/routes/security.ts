// The signed-in user's own sign-in settings: password change and two-factor enrolment (TOTP).
import { apiCalls } from "@storyfront/schemas";
import { Secret, TOTP } from "otpauth";
import type { ApiOptions } from "../app-options";
import { defineRoute } from "../http/route";
import { HttpError, ValidationError } from "../http/errors";
import { hashPassword, verifyPassword } from "../auth/password";
import { requireSession, requireUser } from "../auth/current-user";
import { acceptedStep } from "../auth/two-factor";
import { retireAccountTokens } from "../auth/account-tokens";
import { forgetKnownDevices } from "../auth/known-devices";
import type { RequestContext } from "../http/context";

type SecurityRow = {
  password_hash: string;
  two_factor_secret: string | null;
  two_factor_pending_secret: string | null;
  two_factor_last_step: string | null;
};

const wrongCode = () =>
  new ValidationError([{ field: "code", message: "is incorrect or has expired; enter the current code from your authenticator app" }]);

async function security(ctx: RequestContext) {
  const user = await requireUser(ctx);
  const [row] = await ctx.db.query<SecurityRow>(
    "select password_hash, two_factor_secret, two_factor_pending_secret, two_factor_last_step from app_user where id = $1",
    [user.id],
  );
  if (!row) throw new HttpError(401, "Your request was made with invalid or expired credentials");
  return { user, row, lastStep: row.two_factor_last_step === null ? null : Number(row.two_factor_last_step) };
}

export function securityRoutes(options: ApiOptions) {
  return [
    defineRoute({
      call: apiCalls.passwordChange,
      tag: "auth",
      summary:
        "Changes the password: currentPassword must be right (422 naming it otherwise), the new one follows the password rule. Other " +
        "sessions of the account end (this one stays), a pending e-mail change is cancelled and its known devices are forgotten.",
      handler: async ({ body }, ctx) => {
        const session = await requireSession(ctx);
        const { user, row } = await security(ctx);
        if (!(await verifyPassword(body.currentPassword, row.password_hash)))
          throw new ValidationError([{ field: "currentPassword", message: "is incorrect" }]);
        await ctx.db.query("update app_user set password_hash = $2 where id = $1", [
          user.id,
          await hashPassword(body.password, options.scryptCost),
        ]);
        await ctx.db.query("update auth_token set revoked_at = $3 where user_id = $1 and family <> $2 and revoked_at is null", [
          user.id,
          session.family,
          ctx.now,
        ]);
        // It also cancels a pending e-mail change: the old address is told that this stops one it did not ask for.
        await retireAccountTokens(ctx.db, "email", user.id, ctx.now);
        // Whoever knew the old password may have made a browser known; the owner's own become known again at their next sign-in.
        await forgetKnownDevices(ctx.db, user.id);
        return undefined;
      },
    }),
    defineRoute({
      call: apiCalls.twoFactorView,
      tag: "auth",
      summary: "Whether two-factor sign-in is on for the signed-in user.",
      handler: async (_input, ctx) => ({ enabled: (await security(ctx)).row.two_factor_secret !== null }),
    }),
    defineRoute({
      call: apiCalls.twoFactorStart,
      tag: "auth",
      summary:
        "Starts turning two-factor sign-in on: a new secret (base32) and its otpauth URI for the authenticator app. Not active until " +
        "confirmed with a code; starting again replaces it. 409 when it is already on.",
      handler: async (_input, ctx) => {
        const { user, row } = await security(ctx);
        if (row.two_factor_secret) throw new HttpError(409, "Two-factor sign-in is already on; turn it off first");
        const secret = new Secret({ size: 20 }).base32;
        await ctx.db.query("update app_user set two_factor_pending_secret = $2 where id = $1", [user.id, secret]);
        const uri = new TOTP({
          issuer: "Storyfront",
          label: user.email,
          secret: Secret.fromBase32(secret),
          algorithm: "SHA1",
          digits: 6,
          period: 30,
        }).toString();
        return { secret, uri };
      },
    }),
    defineRoute({
      call: apiCalls.twoFactorConfirm,
      tag: "auth",
      summary:
        "Turns two-factor sign-in on with a current code of the new secret (422 naming code when wrong); 409 when no set-up was started.",
      handler: async ({ body }, ctx) => {
        const { user, row, lastStep } = await security(ctx);
        if (!row.two_factor_pending_secret) throw new HttpError(409, "Start setting up two-factor sign-in first");
        const step = acceptedStep(
          { userId: user.id, email: user.email, secret: row.two_factor_pending_secret, lastStep },
          body.code,
          ctx.now,
        );
        if (step === null) throw wrongCode();
        await ctx.db.query(
          "update app_user set two_factor_secret = two_factor_pending_secret, two_factor_pending_secret = null, " +
            "two_factor_last_step = $2 where id = $1",
          [user.id, step],
        );
        return undefined;
      },
    }),
    defineRoute({
      call: apiCalls.twoFactorDisable,
      tag: "auth",
      summary: "Turns two-factor sign-in off with a current code (422 naming code when wrong); 409 when it is off.",
      handler: async ({ body }, ctx) => {
        const { user, row, lastStep } = await security(ctx);
        if (!row.two_factor_secret) throw new HttpError(409, "Two-factor sign-in is off");
        const step = acceptedStep({ userId: user.id, email: user.email, secret: row.two_factor_secret, lastStep }, body.code, ctx.now);
        if (step === null) throw wrongCode();
        await ctx.db.query("update app_user set two_factor_secret = null, two_factor_last_step = $2 where id = $1", [user.id, step]);
        return undefined;
      },
    }),
  ];
}

// Sign-up with e-mail confirmation, password reset, password change, e-mail change and two-factor enrolment (spec §3,
// §4, §5, §8).
import { z } from "zod";
import { apiMessages } from "./common";
import { passwordMessages, passwordProblems } from "./password-rule";

const email = z
  .string({ error: apiMessages.blank })
  .trim()
  .min(1, { error: apiMessages.blank })
  .max(254)
  .pipe(z.email({ error: apiMessages.email }));
const text = (max: number) =>
  z
    .string({ error: apiMessages.blank })
    .trim()
    .min(1, { error: apiMessages.blank })
    .max(max, { error: `must be at most ${max} characters` });
/** A company domain such as acme.com (no scheme, no path). */
const domain = text(253).regex(/^(?!-)[A-Za-z0-9-]{1,63}(\.[A-Za-z0-9-]{1,63})+$/, { error: apiMessages.pattern });
/** The tokens of the e-mailed links: base64url, 43 characters; anything else is simply not found. */
const token = z
  .string({ error: apiMessages.blank })
  .trim()
  .min(1, { error: apiMessages.blank })
  .max(200, { error: "must be at most 200 characters" });

/** The current password a change of the sign-in settings asks for. */
const currentPassword = z.string({ error: apiMessages.blank }).min(1, { error: apiMessages.blank }).max(200);

/** Seconds a visitor waits before asking for the confirmation e-mail again (spec §4, §9: "n seconds"). */
export const signupResendSeconds = 60;
/** Lifetimes of the e-mailed links, in seconds (`email`: the link that confirms a new e-mail address). */
export const accountLinkLifetime = { signup: 24 * 3600, reset: 3600, email: 24 * 3600 } as const;

/** POST /auth/signup — the sign-up form (spec §3). */
export const signupBody = z.strictObject({
  firstName: text(100),
  lastName: text(100),
  email,
  companyName: text(200),
  companyDomain: domain,
});
export type SignupBody = z.infer<typeof signupBody>;

/** POST /auth/signup/resend */
export const signupResendBody = z.strictObject({ email });

/** 202 of sign-up and resend: the same for a new, an unconfirmed and an existing address (no enumeration). */
export const signupAnswer = z.object({
  email: z.string(),
  /** Seconds until the confirmation e-mail may be asked for again. */
  resendIn: z.number().int(),
});
export type SignupAnswer = z.infer<typeof signupAnswer>;

/** The new password and its repeat of a body: `z.strictObject({ ...newPasswordFields, … }).superRefine(checkNewPassword)`. */
const newPasswordFields = { password: z.string({ error: apiMessages.blank }), passwordRepeat: z.string({ error: apiMessages.blank }) };

/** The rule on `password`; equality on `passwordRepeat`, checked only once the password itself is fine. */
function checkNewPassword(body: { password: string; passwordRepeat: string }, ctx: z.RefinementCtx) {
  const problems = passwordProblems(body.password);
  for (const message of problems) ctx.addIssue({ code: "custom", path: ["password"], message });
  if (problems.length === 0 && body.password !== body.passwordRepeat)
    ctx.addIssue({ code: "custom", path: ["passwordRepeat"], message: passwordMessages.repeat });
}

/** POST /auth/signup/confirm and POST /auth/password-reset/confirm */
export const tokenPasswordBody = z.strictObject({ token, ...newPasswordFields }).superRefine(checkNewPassword);
export type TokenPasswordBody = z.input<typeof tokenPasswordBody>;

/** POST /auth/password-reset */
export const passwordResetBody = z.strictObject({ email });

/** PUT /profile/password */
export const passwordChangeBody = z
  .strictObject({
    currentPassword,
    ...newPasswordFields,
  })
  .superRefine(checkNewPassword);
export type PasswordChangeBody = z.input<typeof passwordChangeBody>;

/**
 * POST /profile/email — asks to change the sign-in e-mail: the current password, and the new address, which gets a
 * link (202, the same answer whether or not the address has an account); the address changes when the link is followed.
 */
export const emailChangeBody = z.strictObject({ email, currentPassword });
export type EmailChangeBody = z.input<typeof emailChangeBody>;

/** POST /auth/email-change/confirm — the token of the link sent to the new address. */
export const emailChangeConfirmBody = z.strictObject({ token });

/** 200 of POST /auth/email-change/confirm: the address the account signs in with from now on. */
export const emailChangeConfirmAnswer = z.object({ email: z.string() });
export type EmailChangeConfirmAnswer = z.infer<typeof emailChangeConfirmAnswer>;

/** POST /profile/two-factor — a new secret, not active until confirmed with a code of it. */
export const twoFactorSetup = z.object({
  /** Base32, for typing into an authenticator app. */
  secret: z.string(),
  /** otpauth://totp/… for a QR code. */
  uri: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetup>;

/** POST /profile/two-factor/confirm and /disable — a current code of the authenticator app. */
export const twoFactorCodeBody = z.strictObject({
  code: z
    .string({ error: apiMessages.blank })
    .transform((value) => value.replace(/\s+/g, ""))
    .pipe(
      z
        .string()
        .min(1, { error: apiMessages.blank, abort: true })
        .regex(/^\d{6}$/, { error: "must be the 6-digit code from your authenticator app" }),
    ),
});
export type TwoFactorCodeBody = z.input<typeof twoFactorCodeBody>;

/** GET /profile/two-factor */
export const twoFactorState = z.object({ enabled: z.boolean() });

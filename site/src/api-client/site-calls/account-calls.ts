// The account's forms (sign-up, password reset, e-mail change, password and two-factor settings): each call is the
// API's own, relayed by a route handler in the visitor's name, with the failures the forms tell apart.
import { z } from "zod";
import { relayed } from "./relayed-calls";
import type { SiteCall } from "./site-call";

// The error statuses the forms tell apart; any other is a SiteCallError, which they show as "try again".
const form = [400, 404, 409, 422, 429] as const;
const signedIn = [400, 401, 409, 422, 429] as const;

const signupConfirm = relayed("signupConfirm", form);

export const accountCalls = {
  signup: relayed("signup", form),
  signupResend: relayed("signupResend", form),
  // A confirmed sign-up signs in: its tokens go into the cookies, the page learns only that it worked.
  signupConfirm: { ...signupConfirm, answers: { ...signupConfirm.answers, 200: z.object({ ok: z.literal(true) }) } },
  passwordReset: relayed("passwordReset", form),
  passwordResetConfirm: relayed("passwordResetConfirm", form),
  emailChangeConfirm: relayed("emailChangeConfirm", form),
  emailChange: relayed("emailChange", signedIn),
  passwordChange: relayed("passwordChange", signedIn),
  twoFactorView: relayed("twoFactorView", [401]),
  twoFactorStart: relayed("twoFactorStart", signedIn),
  twoFactorConfirm: relayed("twoFactorConfirm", signedIn),
  twoFactorDisable: relayed("twoFactorDisable", signedIn),
} as const;
// Checked apart from the literal, so that no contextual type widens what relayed() infers (its statuses).
accountCalls satisfies Record<string, SiteCall>;

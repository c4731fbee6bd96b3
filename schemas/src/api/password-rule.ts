// The one password rule of sign-up confirmation, password reset and password change (spec §5), with the
// catalogue's texts as spelled there — "and and" included. The site checks the same rule before sending.
import { z } from "zod";
import { apiMessages } from "./common";

export const passwordMinLength = 8;
export const passwordMaxLength = 200;

export const passwordMessages = {
  characters: "password must contain a lowercase letter, an uppercase letter, and special characters or digits",
  repeat: "New password and and Repeat new password must be equal",
} as const;

/** The catalogue texts a new password breaks, in the order a visitor should fix them (none: it is fine). */
export function passwordProblems(password: string): string[] {
  if (password.length === 0) return [apiMessages.blank];
  if (password.length < passwordMinLength) return [apiMessages.minLength(passwordMinLength)];
  if (password.length > passwordMaxLength) return [`must be at most ${passwordMaxLength} characters`];
  const varied = /\p{Ll}/u.test(password) && /\p{Lu}/u.test(password) && /[^\p{L}]/u.test(password);
  return varied ? [] : [passwordMessages.characters];
}

/** The new password and its repeat of a body: `z.strictObject({ ...newPasswordFields, … }).superRefine(checkNewPassword)`. */
export const newPasswordFields = { password: z.string({ error: apiMessages.blank }), passwordRepeat: z.string({ error: apiMessages.blank }) };

/** The rule on `password`; equality on `passwordRepeat`, checked only once the password itself is fine. */
export function checkNewPassword(body: { password: string; passwordRepeat: string }, ctx: z.RefinementCtx) {
  const problems = passwordProblems(body.password);
  for (const message of problems) ctx.addIssue({ code: "custom", path: ["password"], message });
  if (problems.length === 0 && body.password !== body.passwordRepeat) ctx.addIssue({ code: "custom", path: ["passwordRepeat"], message: passwordMessages.repeat });
}

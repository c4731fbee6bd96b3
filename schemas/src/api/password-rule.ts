// The one password rule of sign-up confirmation, password reset and password change (spec §5), with the
// catalogue's texts as spelled there — "and and" included. No zod here: the site checks the same rule in the
// browser before sending (import "@storyfront/schemas/api/password-rule").
import { apiMessages } from "./messages";

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

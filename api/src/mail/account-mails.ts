// The texts of the account e-mails, with the link to the site page that continues the flow.
import { localeRegistry, type ApiLocale } from "@storyfront/schemas";
import type { Mail } from "./outbox";

/** A site path in the visitor's language: each domain's default locale has no prefix (spec §2.1). */
const localized = (lang: ApiLocale, path: string) => `${localeRegistry.prefixOf(lang)}${path}`;

export const siteLink = (origin: string, lang: ApiLocale, path: string, token: string) =>
  `${origin}${localized(lang, path)}?token=${encodeURIComponent(token)}`;

export const signupMail = (to: string, firstName: string, link: string): Mail => ({
  to,
  subject: "Confirm your Storyfront account",
  text:
    `Hello ${firstName},\n\nconfirm your e-mail address and choose a password to start using Storyfront:\n\n${link}\n\n` +
    "The link works once, for 24 hours. If you did not sign up, ignore this e-mail.\n",
});

/** Someone signed up with an address that already has an account: its owner hears about it, the visitor does not. */
export const alreadyRegisteredMail = (to: string, resetLink: string): Mail => ({
  to,
  subject: "You already have a Storyfront account",
  text:
    "Someone (probably you) tried to sign up with this address, which already has a Storyfront account.\n\n" +
    `Sign in, or choose a new password here:\n\n${resetLink}\n\nThe link works once, for 1 hour. If it was not you, ignore this e-mail.\n`,
});

export const resetMail = (to: string, link: string): Mail => ({
  to,
  subject: "Choose a new Storyfront password",
  text:
    `Choose a new password for your Storyfront account:\n\n${link}\n\n` +
    "The link works once, for 1 hour. If you did not ask for it, ignore this e-mail; your password stays as it is.\n",
});

/**
 * The code of a sign-in from an unknown browser while the account is under attack (many failed sign-ins from
 * elsewhere). It also tells the owner about the attack; the code alone does not sign anyone in.
 */
export const signInCodeMail = (to: string, code: string): Mail => ({
  to,
  subject: `Your Storyfront sign-in code: ${code}`,
  text:
    `Your sign-in code is ${code}\n\n` +
    "Someone, probably you, is signing in to your Storyfront account from a browser it has not seen before, " +
    "while many sign-ins with a wrong password were tried from other places. Enter this code together with your password.\n\n" +
    "The code works for 10 minutes. If you are not signing in right now, someone may be guessing your password: do not share the " +
    "code, and choose a new, strong password.\n",
});

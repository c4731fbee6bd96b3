// The e-mails of an e-mail change (routes/email-change.ts). Only the new address ever gets a link with a token; the
// old address is told what happens, so its owner can stop a change they did not ask for.
import type { Mail } from "./outbox";

/** To the new address: the link that makes it the account's sign-in address. */
export const emailChangeLinkMail = (to: string, link: string): Mail => ({
  to,
  subject: "Confirm your new Storyfront e-mail address",
  text:
    `Someone (probably you) asked to sign in to their Storyfront account with this address from now on. Confirm it here:\n\n${link}\n\n` +
    "The link works once, for 24 hours. Following it signs the account out everywhere; then sign in with this address. " +
    "If you did not ask for it, ignore this e-mail: nothing changes.\n",
});

/** To a new address that already has an account: nothing changes, and the requester cannot tell this from the above. */
export const emailChangeTakenMail = (to: string): Mail => ({
  to,
  subject: "Someone tried to use your e-mail address on Storyfront",
  text:
    "Someone asked to move another Storyfront account to this address. This address already has a Storyfront account, " +
    "so nothing was changed, and your account stays as it is.\n\n" +
    'If it was you, sign in with this address instead ("Forgot password" on the sign-in page sends a new one). ' +
    "If it was not you, ignore this e-mail.\n",
});

/** To the old address, when the change is asked for: no link, only what to do if it was not the owner. */
export const emailChangeRequestedMail = (to: string, newEmail: string): Mail => ({
  to,
  subject: "Your Storyfront e-mail address is about to change",
  text:
    `Someone signed in to your Storyfront account asked to change its e-mail address to ${newEmail}, with your password. ` +
    "The change happens only when the link sent to that address is followed (within 24 hours).\n\n" +
    'If it was not you, change your password now (or choose a new one with "Forgot password" on the sign-in page): ' +
    "that cancels the change and signs everyone else out.\n",
});

/** To the old address, once the link was followed. */
export const emailChangedMail = (to: string, newEmail: string): Mail => ({
  to,
  subject: "Your Storyfront e-mail address was changed",
  text:
    `Your Storyfront account now signs in with ${newEmail} instead of this address, and every session of it was signed out.\n\n` +
    "If you did not ask for this, contact Storyfront support to get your account back.\n",
});

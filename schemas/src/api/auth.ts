// POST|GET|PATCH|DELETE /auth and PUT /profile (spec §3, §7, §9).
import { z } from "zod";
import { apiLocale, commaList, apiMessages } from "./common";
import { projectRef } from "./project";

const email = z
  .string({ error: apiMessages.blank })
  .trim()
  .min(1, { error: apiMessages.blank })
  .max(254)
  .pipe(z.email({ error: apiMessages.email }));

/**
 * The known-device token of an earlier sign-in in this browser (the site keeps it in an httpOnly cookie and forwards
 * it): with it, only this device's own failures slow its sign-ins, never strangers' guesses at the account.
 */
const deviceToken = z.string().max(200, { error: "must be at most 200 characters" });

/** The e-mailed sign-in code (spaces ignored). */
export const emailCode = z
  .string({ error: apiMessages.blank })
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(
    z
      .string()
      .min(1, { error: apiMessages.blank, abort: true })
      .regex(/^\d{6}$/, { error: "must be the 6-digit code from the e-mail" }),
  );

/** POST /auth */
export const loginBody = z.object({
  email,
  password: z.string({ error: apiMessages.blank }).min(1, { error: apiMessages.blank }).max(200),
  device: deviceToken.optional(),
  /** The code of the e-mail sent after an answer `{ emailCodeRequired: true }`, with the same email and password. */
  emailCode: emailCode.optional(),
});
export type LoginBody = z.input<typeof loginBody>;

/** Seconds a token lives (spec §9). */
export const tokenLifetime = { access: 1800, refresh: 5184000 } as const;

/** Answer of POST /auth and PATCH /auth. */
export const authTokens = z.object({
  token: z.string(),
  refreshToken: z.string(),
  /** Seconds until `token` expires. */
  expiresIn: z.number().int(),
  /** Seconds until `refreshToken` expires. */
  refreshExpiresIn: z.number().int(),
});
export type AuthTokens = z.infer<typeof authTokens>;

/**
 * POST /auth for an account with two-factor sign-in on: the password was right, and a code is needed next.
 * `ticket` is sent back with the code to POST /auth/two-factor; it works once and lives `expiresIn` seconds.
 */
export const twoFactorChallenge = z.object({
  twoFactorRequired: z.literal(true),
  ticket: z.string(),
  expiresIn: z.number().int(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallenge>;

/** Seconds a known-device token (and its cookie) lives. */
export const knownDeviceLifetime = 365 * 24 * 3600;

/**
 * Answer of a complete sign-in (POST /auth, POST /auth/two-factor): the tokens, and a new known-device token when the
 * request did not carry a valid one for this account.
 */
export const signInTokens = authTokens.extend({ device: z.string().optional() });
export type SignInTokens = z.infer<typeof signInTokens>;

/** Seconds an e-mailed sign-in code lives. */
export const emailCodeLifetime = 600;

/**
 * POST /auth from a device this account does not know, while failed sign-ins of the account from many places have
 * passed its limit: the password was NOT checked. A code was e-mailed to the account's address (at most one e-mail a
 * minute); send the same email and password again with `emailCode`. The same answer whether the account exists or not.
 */
export const emailCodeChallenge = z.object({
  emailCodeRequired: z.literal(true),
  expiresIn: z.number().int(),
});
export type EmailCodeChallenge = z.infer<typeof emailCodeChallenge>;

/** Answer of POST /auth: tokens, the two-factor step for accounts that have it on, or the e-mailed-code step. */
export const loginAnswer = z.union([signInTokens, twoFactorChallenge, emailCodeChallenge]);
export type LoginAnswer = z.infer<typeof loginAnswer>;

/** Seconds a two-factor ticket lives. */
export const twoFactorTicketLifetime = 300;

/** POST /auth/two-factor — the ticket of POST /auth and the 6-digit code of the authenticator app (spaces ignored). */
export const twoFactorBody = z.object({
  ticket: z.string({ error: apiMessages.blank }).min(1, { error: apiMessages.blank }).max(200, { error: "must be at most 200 characters" }),
  code: z
    .string({ error: apiMessages.blank })
    .transform((value) => value.replace(/\s+/g, ""))
    .pipe(
      z
        .string()
        .min(1, { error: apiMessages.blank, abort: true })
        .regex(/^\d{6}$/, { error: "must be the 6-digit code from your authenticator app" }),
    ),
  device: deviceToken.optional(),
});
export type TwoFactorBody = z.input<typeof twoFactorBody>;

/** PATCH /auth — each refresh token works once; using one twice revokes its whole family. */
export const refreshBody = z.object({
  refreshToken: z.string({ error: apiMessages.blank }).min(1, { error: apiMessages.blank }).max(200),
});
export type RefreshBody = z.infer<typeof refreshBody>;

/**
 * DELETE /auth — optional: with it, the session of this refresh token is ended too, whether or not an access token
 * is sent (or still valid), so the site can sign out after the access token has expired. Any refresh token the API
 * issued ends its session, a rotated one included; an unknown, expired or already revoked one answers 204 as well.
 */
export const logoutBody = refreshBody.optional();
export type LogoutBody = z.input<typeof logoutBody>;

export const authUserExpandFields = ["activeProject", "newNotificationCount"] as const;
export const authUserQuery = z.object({ expand: commaList(authUserExpandFields).optional() });
export type AuthUserQuery = z.input<typeof authUserQuery>;

export const adminRoleNames = ["administrator", "manager"] as const;
export const adminPermissionNames = [
  "all-project-access",
  "project-view",
  "project-edit",
  "page-edit",
  "tariff-edit",
  "tariff-view",
  "user-view",
  "user-edit",
  "user-setting",
  "setting",
] as const;

export const userProject = z.object({ id: z.number().int(), slug_or_id: z.string() });

/**
 * Where the active project stands with its trial (spec §4, trial/demo banner cases): trial is the free
 * trial (30 days, spec §9), tnb the try-and-buy mode, demo demo mode without a trial, subscription a paid
 * subscription (no banner).
 */
export const subscriptionModes = ["trial", "tnb", "demo", "subscription"] as const;
/** The tariff a trial runs on: unlimited access (the free trial), a paid tariff included in the trial, or demo. */
export const trialTariffs = ["unlimited", "included", "demo"] as const;

export const projectSubscription = z.object({
  mode: z.enum(subscriptionModes),
  tariff: z.enum(trialTariffs),
  /**
   * When the trial (or TNB period) ends; null while it has not started (it starts only after the first story is published)
   * or when there is none.
   */
  trialEndsAt: z.iso.datetime().nullable(),
  /** Whole days left until trialEndsAt by the API's clock (0 once it ended); null when trialEndsAt is null. */
  daysLeft: z.number().int().min(0).nullable(),
});
export type ProjectSubscription = z.infer<typeof projectSubscription>;

/** The active project of GET /auth, with its subscription state when the API knows it (older APIs omit it). */
export const activeProject = projectRef.extend({ subscription: projectSubscription.optional() });
export type ActiveProject = z.infer<typeof activeProject>;

/** GET /auth — the signed-in user (spec §3). Role and permission maps: key → label; a flag is on when its key is present. */
export const authUser = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  adminRoles: z.record(z.string(), z.string()),
  adminPermissions: z.record(z.string(), z.string()),
  locale: apiLocale,
  companyName: z.string().nullable(),
  companyDomain: z.string().nullable(),
  disableAllNotification: z.boolean(),
  userProjects: z.array(userProject),
  activeProject: activeProject.nullable().optional(),
  newNotificationCount: z.number().int().optional(),
});
export type AuthUser = z.infer<typeof authUser>;

export const profileFields = ["firstName", "lastName", "username", "disableAllNotification", "locale"] as const;

/** Said for `email` at PUT /profile: the sign-in address changes only with the password and a confirmed link. */
export const emailChangeElsewhere =
  "is changed with POST /profile/email, which needs your current password and a link sent to the new address";

// A name may be changed but not emptied: "" or spaces answer the catalogue's "value must be at least 1 character".
const name = z
  .string({ error: apiMessages.blank })
  .trim()
  .min(1, { error: apiMessages.minLength(1) })
  .max(100, { error: "must be at most 100 characters" });

/**
 * PUT /profile — the settable fields of spec §3 except the e-mail (POST /profile/email: password and a confirmed
 * link); any other field is rejected by name.
 */
export const profileBody = z.strictObject(
  {
    firstName: name.optional(),
    lastName: name.optional(),
    username: z
      .string({ error: apiMessages.blank })
      .trim()
      .min(1, { error: apiMessages.blank, abort: true })
      .min(3, { error: apiMessages.minLength(3) })
      .max(64, { error: "must be at most 64 characters" })
      .regex(/^[A-Za-z0-9_.-]+$/, { error: apiMessages.pattern })
      .optional(),
    // Named, not merely unknown, so a caller of the old contract learns where the change went.
    email: z.never({ error: emailChangeElsewhere }).optional(),
    disableAllNotification: z.boolean({ error: "must be true or false" }).optional(),
    locale: apiLocale.optional(),
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys" ? `is not a settable field; settable fields are ${profileFields.join(", ")}` : undefined,
  },
);
export type ProfileBody = z.infer<typeof profileBody>;

// Every call as data: method, path and the schemas of its path parameters, query, body and answer.
// The API binds its handlers to these entries and the site's client can build its requests from them,
// so any implementation of the contract is interchangeable.
import { z } from "zod";
import { idOrSlugParams, numericIdParams } from "./common";
import { page, pageList, pageListQuery, pageReadAnswer, pageViewQuery, previewSecretHeader } from "./page";
import {
  authoredPage,
  pageFields,
  pageRedirect,
  pageRedirectParams,
  pageRestoreBody,
  pageRevisionList,
  pageRevisionParams,
  pageScheduleBody,
  pageUpdateBody,
} from "./page-authoring";
import { deskPageList, deskPageListQuery, pageAuditList, pageAutosave, pageAutosaveBody } from "./page-desk";
import { categoryList, categoryListQuery, categoryViewQuery, pageCategory } from "./category";
import { landingConfig, landingConfigQuery } from "./landing";
import { displayedTariffList } from "./tariff";
import { catalogAuthoringCalls } from "./catalog-authoring-calls";
import {
  authTokens,
  authUser,
  authUserQuery,
  loginAnswer,
  loginBody,
  logoutBody,
  profileBody,
  refreshBody,
  signInTokens,
  twoFactorBody,
} from "./auth";
import { adminLead, adminLeadCsv, adminLeadExportQuery, adminLeadList, adminLeadListQuery } from "./admin-lead";
import { salesLogic, salesLogicQuery } from "./sales-logic";
import { storyStyles } from "./project";
import { adminVitals, adminVitalsQuery, vitalsReportBody, vitalsSecretHeader } from "./vitals";
import {
  adminTag,
  adminTagBody,
  adminTagGroup,
  adminTagGroupBody,
  adminTagGroupList,
  adminTagGroupListQuery,
  adminTagGroupViewQuery,
  adminTagList,
  adminTagListQuery,
  adminTagViewQuery,
} from "./admin-tag";
import { idempotencyKeyHeader, leadAnswer, leadRequest } from "./lead";
import {
  mediaFileAnswer,
  mediaFileParams,
  mediaItem,
  mediaList,
  mediaListQuery,
  mediaTypes,
  mediaUpdateBody,
  mediaUploadMaxBytes,
  mediaUploadQuery,
} from "./media";
import { invite, inviteAcceptAnswer, inviteParams } from "./invite";
import {
  emailChangeBody,
  emailChangeConfirmAnswer,
  emailChangeConfirmBody,
  passwordChangeBody,
  passwordResetBody,
  signupAnswer,
  signupBody,
  signupResendBody,
  tokenPasswordBody,
  twoFactorCodeBody,
  twoFactorSetup,
  twoFactorState,
} from "./account";

export type ApiCall = {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** OpenAPI-style path, e.g. /page/{id} */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Answer of the success status; none means 204 without a body. */
  answer?: z.ZodType;
  /** Success status when not 200/204. */
  status?: number;
  /** Needs `Authorization: Bearer <token>`; "optional": uses it when sent (DELETE /auth also takes a refresh token). */
  auth?: boolean | "optional";
  /** Paged list: x-pagination-* headers, or `{ items, meta }` with envelope=items. */
  paged?: boolean;
  /** Required request headers besides lang and x-client-id. */
  headers?: readonly string[];
  /** Optional request headers besides lang, x-client-id and authorization. */
  optionalHeaders?: readonly string[];
  /** Media type of the answer when it is not JSON (the answer schema then describes the text, or the bytes). */
  answerType?: "text/csv" | "image/webp";
  /**
   * The body is raw bytes, not JSON (an image upload): read as they come, up to `maxBytes` (413 beyond, counted while
   * reading), whatever the Content-Type says; `mediaTypes` are the ones the OpenAPI document lists.
   */
  rawBody?: { mediaTypes: readonly string[]; maxBytes: number };
};

export const healthAnswer = z.object({ status: z.literal("ok"), database: z.enum(["pglite", "postgres"]) });

export const apiCalls = {
  health: { method: "GET", path: "/health", answer: healthAnswer },
  pageList: { method: "GET", path: "/page", query: pageListQuery, answer: pageList, paged: true, optionalHeaders: [previewSecretHeader] },
  pageView: {
    method: "POST",
    path: "/page/{id}",
    params: idOrSlugParams,
    query: pageViewQuery,
    answer: page,
    optionalHeaders: [previewSecretHeader],
  },
  pageRead: { method: "POST", path: "/page/{id}/event/read", params: idOrSlugParams, answer: pageReadAnswer },
  categoryList: { method: "GET", path: "/category", query: categoryListQuery, answer: categoryList, paged: true },
  categoryView: { method: "GET", path: "/category/{id}", params: idOrSlugParams, query: categoryViewQuery, answer: pageCategory },
  landingConfig: { method: "GET", path: "/lp/config", query: landingConfigQuery, answer: landingConfig },
  tariffDisplayed: { method: "GET", path: "/tariff-displayed", answer: displayedTariffList },
  salesLogic: { method: "GET", path: "/sales-logic", query: salesLogicQuery, answer: salesLogic },
  storyStyles: { method: "GET", path: "/project/{id}/story-styles", params: idOrSlugParams, answer: storyStyles },
  authLogin: { method: "POST", path: "/auth", body: loginBody, answer: loginAnswer },
  authTwoFactor: { method: "POST", path: "/auth/two-factor", body: twoFactorBody, answer: signInTokens },
  authUser: { method: "GET", path: "/auth", query: authUserQuery, answer: authUser, auth: true },
  authRefresh: { method: "PATCH", path: "/auth", body: refreshBody, answer: authTokens },
  authLogout: { method: "DELETE", path: "/auth", body: logoutBody, auth: "optional" },
  signup: { method: "POST", path: "/auth/signup", body: signupBody, answer: signupAnswer, status: 202 },
  signupResend: { method: "POST", path: "/auth/signup/resend", body: signupResendBody, answer: signupAnswer, status: 202 },
  signupConfirm: { method: "POST", path: "/auth/signup/confirm", body: tokenPasswordBody, answer: authTokens },
  passwordReset: { method: "POST", path: "/auth/password-reset", body: passwordResetBody, status: 202 },
  passwordResetConfirm: { method: "POST", path: "/auth/password-reset/confirm", body: tokenPasswordBody },
  passwordChange: { method: "PUT", path: "/profile/password", body: passwordChangeBody, auth: true },
  emailChange: { method: "POST", path: "/profile/email", body: emailChangeBody, status: 202, auth: true },
  emailChangeConfirm: {
    method: "POST",
    path: "/auth/email-change/confirm",
    body: emailChangeConfirmBody,
    answer: emailChangeConfirmAnswer,
  },
  twoFactorView: { method: "GET", path: "/profile/two-factor", answer: twoFactorState, auth: true },
  twoFactorStart: { method: "POST", path: "/profile/two-factor", answer: twoFactorSetup, auth: true },
  twoFactorConfirm: { method: "POST", path: "/profile/two-factor/confirm", body: twoFactorCodeBody, auth: true },
  twoFactorDisable: { method: "POST", path: "/profile/two-factor/disable", body: twoFactorCodeBody, auth: true },
  profileUpdate: { method: "PUT", path: "/profile", query: authUserQuery, body: profileBody, answer: authUser, auth: true },
  adminTagList: { method: "GET", path: "/admin/tag", query: adminTagListQuery, answer: adminTagList, auth: true, paged: true },
  adminTagView: { method: "GET", path: "/admin/tag/{id}", params: numericIdParams, query: adminTagViewQuery, answer: adminTag, auth: true },
  adminTagCreate: {
    method: "POST",
    path: "/admin/tag",
    query: adminTagViewQuery,
    body: adminTagBody,
    answer: adminTag,
    status: 201,
    auth: true,
  },
  adminTagUpdate: {
    method: "PUT",
    path: "/admin/tag/{id}",
    params: numericIdParams,
    query: adminTagViewQuery,
    body: adminTagBody,
    answer: adminTag,
    auth: true,
  },
  adminTagDelete: { method: "DELETE", path: "/admin/tag/{id}", params: numericIdParams, auth: true },
  adminTagGroupList: {
    method: "GET",
    path: "/admin/tag-group",
    query: adminTagGroupListQuery,
    answer: adminTagGroupList,
    auth: true,
    paged: true,
  },
  adminTagGroupView: {
    method: "GET",
    path: "/admin/tag-group/{id}",
    params: numericIdParams,
    query: adminTagGroupViewQuery,
    answer: adminTagGroup,
    auth: true,
  },
  adminTagGroupCreate: {
    method: "POST",
    path: "/admin/tag-group",
    query: adminTagGroupViewQuery,
    body: adminTagGroupBody,
    answer: adminTagGroup,
    status: 201,
    auth: true,
  },
  adminTagGroupUpdate: {
    method: "PUT",
    path: "/admin/tag-group/{id}",
    params: numericIdParams,
    query: adminTagGroupViewQuery,
    body: adminTagGroupBody,
    answer: adminTagGroup,
    auth: true,
  },
  adminTagGroupDelete: {
    method: "DELETE",
    path: "/admin/tag-group/{id}",
    params: numericIdParams,
    query: adminTagGroupViewQuery,
    auth: true,
  },
  pageRedirect: { method: "GET", path: "/page-redirect/{slug}", params: pageRedirectParams, answer: pageRedirect },
  adminPageView: { method: "GET", path: "/admin/page/{id}", params: numericIdParams, answer: authoredPage, auth: true },
  adminPageCreate: { method: "POST", path: "/admin/page", body: pageFields, answer: authoredPage, status: 201, auth: true },
  adminPageUpdate: {
    method: "PUT",
    path: "/admin/page/{id}",
    params: numericIdParams,
    body: pageUpdateBody,
    answer: authoredPage,
    auth: true,
  },
  adminPagePublish: { method: "POST", path: "/admin/page/{id}/publish", params: numericIdParams, answer: authoredPage, auth: true },
  adminPageSchedule: {
    method: "POST",
    path: "/admin/page/{id}/schedule",
    params: numericIdParams,
    body: pageScheduleBody,
    answer: authoredPage,
    auth: true,
  },
  adminPageUnpublish: { method: "POST", path: "/admin/page/{id}/unpublish", params: numericIdParams, answer: authoredPage, auth: true },
  adminPageRevisionList: {
    method: "GET",
    path: "/admin/page/{id}/revision",
    params: numericIdParams,
    answer: pageRevisionList,
    auth: true,
  },
  adminPageRevisionRestore: {
    method: "POST",
    path: "/admin/page/{id}/revision/{revisionId}/restore",
    params: pageRevisionParams,
    body: pageRestoreBody,
    answer: authoredPage,
    auth: true,
  },
  adminPageList: { method: "GET", path: "/admin/page", query: deskPageListQuery, answer: deskPageList, auth: true, paged: true },
  adminPageAutosave: {
    method: "PUT",
    path: "/admin/page/{id}/autosave",
    params: numericIdParams,
    body: pageAutosaveBody,
    answer: pageAutosave,
    auth: true,
  },
  adminPageAutosaveView: { method: "GET", path: "/admin/page/{id}/autosave", params: numericIdParams, answer: pageAutosave, auth: true },
  adminPageArchive: { method: "POST", path: "/admin/page/{id}/archive", params: numericIdParams, answer: authoredPage, auth: true },
  adminPageUnarchive: { method: "POST", path: "/admin/page/{id}/unarchive", params: numericIdParams, answer: authoredPage, auth: true },
  adminPageAudit: { method: "GET", path: "/admin/page/{id}/audit", params: numericIdParams, answer: pageAuditList, auth: true },
  lead: { method: "POST", path: "/lead", body: leadRequest, answer: leadAnswer, status: 201, headers: [idempotencyKeyHeader] },
  adminLeadList: { method: "GET", path: "/admin/lead", query: adminLeadListQuery, answer: adminLeadList, auth: true, paged: true },
  adminLeadExport: {
    method: "GET",
    path: "/admin/lead/export",
    query: adminLeadExportQuery,
    answer: adminLeadCsv,
    answerType: "text/csv",
    auth: true,
  },
  adminLeadResend: { method: "POST", path: "/admin/lead/{id}/resend", params: numericIdParams, answer: adminLead, auth: true },
  inviteView: { method: "GET", path: "/invite/{code}", params: inviteParams, answer: invite },
  inviteAccept: { method: "POST", path: "/invite/{code}/accept", params: inviteParams, answer: inviteAcceptAnswer, auth: true },
  adminMediaUpload: {
    method: "POST",
    path: "/admin/media",
    query: mediaUploadQuery,
    rawBody: { mediaTypes: [...mediaTypes.map((type) => `image/${type}`), "application/octet-stream"], maxBytes: mediaUploadMaxBytes },
    answer: mediaItem,
    status: 201,
    auth: true,
  },
  adminMediaList: { method: "GET", path: "/admin/media", query: mediaListQuery, answer: mediaList, auth: true, paged: true },
  adminMediaView: { method: "GET", path: "/admin/media/{id}", params: numericIdParams, answer: mediaItem, auth: true },
  adminMediaUpdate: {
    method: "PUT",
    path: "/admin/media/{id}",
    params: numericIdParams,
    body: mediaUpdateBody,
    answer: mediaItem,
    auth: true,
  },
  adminMediaDelete: { method: "DELETE", path: "/admin/media/{id}", params: numericIdParams, auth: true },
  mediaFile: {
    method: "GET",
    path: "/media/library/{id}/{file}",
    params: mediaFileParams,
    answer: mediaFileAnswer,
    answerType: "image/webp",
  },
  vitalsReport: { method: "POST", path: "/vitals", body: vitalsReportBody, status: 204, headers: [vitalsSecretHeader] },
  adminVitals: { method: "GET", path: "/admin/vitals", query: adminVitalsQuery, answer: adminVitals, auth: true },
  ...catalogAuthoringCalls,
} as const satisfies Record<string, ApiCall>;

export type ApiCallName = keyof typeof apiCalls;

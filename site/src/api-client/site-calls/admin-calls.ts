// The admin screens' calls through the same-origin relay (/api/admin/…): the API's own contract. An error status
// (the session ended, a right is missing, a field refused) is a SiteCallError with the API's answer.
import { relayed } from "./relayed-calls";
import type { SiteCall } from "./site-call";

export const adminCalls = {
  adminTagList: relayed("adminTagList"),
  adminTagCreate: relayed("adminTagCreate"),
  adminTagUpdate: relayed("adminTagUpdate"),
  adminTagView: relayed("adminTagView"),
  adminTagDelete: relayed("adminTagDelete"),
  adminTagGroupList: relayed("adminTagGroupList"),
  adminTagGroupView: relayed("adminTagGroupView"),
  adminTagGroupCreate: relayed("adminTagGroupCreate"),
  adminTagGroupUpdate: relayed("adminTagGroupUpdate"),
  adminTagGroupDelete: relayed("adminTagGroupDelete"),
  adminLeadList: relayed("adminLeadList"),
  adminLeadResend: relayed("adminLeadResend"),
  adminVitals: relayed("adminVitals"),
  adminPageList: relayed("adminPageList"),
  adminPageView: relayed("adminPageView"),
  adminPageCreate: relayed("adminPageCreate"),
  adminPageUpdate: relayed("adminPageUpdate"),
  adminPagePublish: relayed("adminPagePublish"),
  adminPageSchedule: relayed("adminPageSchedule"),
  adminPageUnpublish: relayed("adminPageUnpublish"),
  adminPageRevisionList: relayed("adminPageRevisionList"),
  adminPageRevisionRestore: relayed("adminPageRevisionRestore"),
  adminPageAutosave: relayed("adminPageAutosave"),
  adminPageAutosaveView: relayed("adminPageAutosaveView"),
  adminPageArchive: relayed("adminPageArchive"),
  adminPageUnarchive: relayed("adminPageUnarchive"),
  adminPageAudit: relayed("adminPageAudit"),
} as const;
// Checked apart from the literal, so that no contextual type widens what relayed() infers (its statuses).
adminCalls satisfies Record<string, SiteCall>;

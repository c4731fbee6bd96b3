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
  adminCategoryList: relayed("adminCategoryList"),
  adminCategoryView: relayed("adminCategoryView"),
  adminCategoryCreate: relayed("adminCategoryCreate"),
  adminCategoryUpdate: relayed("adminCategoryUpdate"),
  adminCategoryDelete: relayed("adminCategoryDelete"),
  adminCategoryOrder: relayed("adminCategoryOrder"),
  adminTariffList: relayed("adminTariffList"),
  adminTariffView: relayed("adminTariffView"),
  adminTariffCreate: relayed("adminTariffCreate"),
  adminTariffUpdate: relayed("adminTariffUpdate"),
  adminTariffDelete: relayed("adminTariffDelete"),
  adminTariffOrder: relayed("adminTariffOrder"),
  adminTariffFeatured: relayed("adminTariffFeatured"),
  adminLandingConfigView: relayed("adminLandingConfigView"),
  adminLandingConfigUpdate: relayed("adminLandingConfigUpdate"),
} as const;
// Checked apart from the literal, so that no contextual type widens what relayed() infers (its statuses).
adminCalls satisfies Record<string, SiteCall>;

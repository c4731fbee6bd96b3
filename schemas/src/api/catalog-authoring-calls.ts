// The catalogue's authoring calls (categories, displayed tariffs, landing config), spread into apiCalls (calls.ts).
import type { ApiCall } from "./api-call";
import { numericIdParams } from "./common";
import {
  adminCategoryListQuery,
  adminTariffList,
  authoredCategory,
  authoredCategoryList,
  authoredLandingConfig,
  authoredTariff,
  categoryCreateBody,
  categoryOrderBody,
  categoryUpdateBody,
  landingConfigUpdateBody,
  tariffFeaturedBody,
  tariffFields,
  tariffOrderBody,
  tariffUpdateBody,
} from "./catalog-authoring";

export const catalogAuthoringCalls = {
  adminCategoryList: { method: "GET", path: "/admin/category", query: adminCategoryListQuery, answer: authoredCategoryList, auth: true },
  adminCategoryView: { method: "GET", path: "/admin/category/{id}", params: numericIdParams, answer: authoredCategory, auth: true },
  adminCategoryCreate: {
    method: "POST",
    path: "/admin/category",
    body: categoryCreateBody,
    answer: authoredCategory,
    status: 201,
    auth: true,
  },
  adminCategoryUpdate: {
    method: "PUT",
    path: "/admin/category/{id}",
    params: numericIdParams,
    body: categoryUpdateBody,
    answer: authoredCategory,
    auth: true,
  },
  adminCategoryDelete: { method: "DELETE", path: "/admin/category/{id}", params: numericIdParams, auth: true },
  adminCategoryOrder: { method: "PUT", path: "/admin/category-order", body: categoryOrderBody, answer: authoredCategoryList, auth: true },
  adminTariffList: { method: "GET", path: "/admin/tariff", answer: adminTariffList, auth: true },
  adminTariffView: { method: "GET", path: "/admin/tariff/{id}", params: numericIdParams, answer: authoredTariff, auth: true },
  adminTariffCreate: { method: "POST", path: "/admin/tariff", body: tariffFields, answer: authoredTariff, status: 201, auth: true },
  adminTariffUpdate: {
    method: "PUT",
    path: "/admin/tariff/{id}",
    params: numericIdParams,
    body: tariffUpdateBody,
    answer: authoredTariff,
    auth: true,
  },
  adminTariffDelete: { method: "DELETE", path: "/admin/tariff/{id}", params: numericIdParams, auth: true },
  adminTariffOrder: { method: "PUT", path: "/admin/tariff-order", body: tariffOrderBody, answer: adminTariffList, auth: true },
  adminTariffFeatured: { method: "PUT", path: "/admin/tariff-featured", body: tariffFeaturedBody, answer: adminTariffList, auth: true },
  adminLandingConfigView: { method: "GET", path: "/admin/lp-config", answer: authoredLandingConfig, auth: true },
  adminLandingConfigUpdate: {
    method: "PUT",
    path: "/admin/lp-config",
    body: landingConfigUpdateBody,
    answer: authoredLandingConfig,
    auth: true,
  },
} as const satisfies Record<string, ApiCall>;

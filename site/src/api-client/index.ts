// The typed API client of the site (spec §7): every call validated against @storyfront/schemas.
export { ApiFetchError, apiFetchFailedDigest, isApiFetchError, isApiFetchFailedDigest, isApiNotFound, type ApiFailure } from "./api-error";
export { apiListRequest, apiRequest, apiUrl, defaultTimeoutMs, type ApiCall, type ApiContext } from "./api-request";
export {
  articleExpand,
  getCategory,
  getLandingConfig,
  getLatestBlogPage,
  getPage,
  getProjectStyles,
  listBlogCategories,
  listCategories,
  listDisplayedTariffs,
  listPages,
  markPageRead,
} from "./calls";
export { cacheTags, revalidateSeconds } from "./cache-tags";
export { readPagination } from "./pagination";
export { hreflangAlternates, routeLocalePaths, type RouteLocalePaths } from "@/i18n/route-locale-paths";
export { serverApi } from "./server-api";
export { routeHandlerApi } from "./route-handler-api";

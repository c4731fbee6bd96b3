// The site's one API client (spec §7): every call built from the `apiCalls` contract of @storyfront/schemas.
export { ApiFetchError, apiFetchFailedDigest, isApiFetchError, isApiFetchFailedDigest, isApiNotFound, type ApiFailure } from "./api-error";
export { routeHandlerApi, serverApi, type ApiContext, type RouteHandlerApi } from "./api-context";
export { callApi, callApiList, callApiWithStatus, defaultTimeoutMs, type CallAnswer, type CallInput } from "./call-api";
export * from "./calls";
export { cacheTags, revalidateSeconds } from "./cache-tags";
export { readPagination } from "./pagination";

// The contract of the site's own route handlers, as `apiCalls` is the API's: the browser's calls are named by it
// (callSite) and the route handlers read their bodies with it (readSiteBody).
import { accountCalls } from "./account-calls";
import { adminCalls } from "./admin-calls";
import { studioCalls } from "./studio-calls";

export const siteCalls = { ...studioCalls, ...accountCalls, ...adminCalls };
export type SiteCalls = typeof siteCalls;
export type SiteCallName = keyof SiteCalls;
export type { SiteCall } from "./site-call";
export { studioProblems, type StudioProblems } from "./studio-calls";

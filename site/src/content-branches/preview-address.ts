// Where a content branch's preview is, for links from the online Studio: `content-<name>.preview.` before the host of
// the public site the Studio writes for (http://content-spring-offer.preview.localhost:3000 locally).
import { labelOfBranch } from "./preview-branch";

export function branchPreviewUrl(siteBaseUrl: string, branch: string, main: string): string {
  const url = new URL(siteBaseUrl);
  url.hostname = `${labelOfBranch(branch, main)}.preview.${url.hostname}`;
  return url.origin;
}

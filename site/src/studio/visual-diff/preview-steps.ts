// How to open the preview of a proposed branch, as docs/review-and-previews.md describes it: locally,
// `npm run preview` builds the working tree (which holds the proposed commit) labelled as that branch, beside
// the running Studio; on a git host, the branch's preview deployment. Both show /_preview/changes.
import { variantBaseUrl } from "@/preview/preview-links";
import type { Variant } from "@/i18n/locales";

export interface PreviewSteps {
  command: string;
  url: string;
  push: string;
  /** A changed page on that local preview: its own path on the com host, ru.localhost for the ru variant. */
  pageUrl: (page: { variant: Variant; path: string }) => string;
}

export function previewSteps(input: { branch: string; commit: string; base: string; studioPort: number }): PreviewSteps {
  // Beside the Studio's own site and API (3000 and 4000 by default): the next port up, its API 1000 above.
  const port = input.studioPort + 1;
  const apiPort = port + 1000;
  return {
    command: [
      `PORT=${port} API_PORT=${apiPort}`,
      `SITE_PREVIEW_BRANCH=${input.branch} SITE_PREVIEW_COMMIT=${input.commit} SITE_PREVIEW_BASE=${input.base}`,
      "npm run preview",
    ].join(" "),
    url: `http://localhost:${port}/_preview/changes`,
    push: `git push -u origin ${input.branch}`,
    pageUrl: (page) => `${variantBaseUrl(`http://localhost:${port}`, { tld: "com" }, page.variant)}${page.path}`,
  };
}

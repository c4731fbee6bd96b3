// The visual diff of a content branch on the running site (issue 40): one production build serves both the branch's
// preview (`content-x.preview.localhost`, content read from git per request) and production (`localhost`), so nothing
// is built: each changed page is shot on both hosts of that one server and compared.
import { planShots } from "./plan-shots";
import type { BranchPages } from "./pages-file";
import { launchChromium } from "./shoot-page";
import { announcePlan, shootPlan } from "./shoot-plan";
import { pageUrl } from "./variant-origin";
import { writeReport } from "./write-report";

export interface RunningDiff {
  changes: BranchPages;
  /** The branch's preview, com variant: http://content-x.preview.localhost:3000 (ru on its ru. twin). */
  previewOrigin: string;
  /** Production on the same server, com variant: http://localhost:3000. */
  productionOrigin: string;
  maxShots: number;
  /** How many shots (a page at one width, both sides) are taken at the same time. */
  atOnce: number;
  out: string;
}

export async function runningDiff(input: RunningDiff): Promise<void> {
  const started = Date.now();
  const { changes, previewOrigin, productionOrigin, maxShots } = input;
  const plan = planShots(changes.pages, maxShots);
  announcePlan(
    `${changes.pages.length} changed pages on ${changes.branch} against ${changes.base} (merge-base ${changes.mergeBase.slice(0, 7)})`,
    plan,
    maxShots,
  );
  let shot: Awaited<ReturnType<typeof shootPlan>> = { pages: [] };
  if (plan.shots.length > 0) {
    const browser = await launchChromium();
    try {
      shot = await shootPlan(
        browser,
        plan.shots,
        { base: (page) => pageUrl(productionOrigin, page), branch: (page) => pageUrl(previewOrigin, page) },
        { atOnce: input.atOnce },
      );
    } finally {
      await browser.close();
    }
  } else console.log("Nothing to shoot.");
  const seconds = (Date.now() - started) / 1000;
  // Production is main as the server serves it now, which is the merge-base unless main moved on since.
  const note =
    `Shot on the running site, no build: the base is production (${productionOrigin}), the branch its preview at ` +
    `${changes.head.slice(0, 7)} (${previewOrigin}); ${seconds.toFixed(0)} s.`;
  writeReport(input.out, {
    ...changes,
    maxShots,
    plan,
    ...shot,
    note,
    extra: { previewOrigin, productionOrigin, seconds },
  });
}

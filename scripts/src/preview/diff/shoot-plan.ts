// Shoots the planned pages on both sides of a visual diff, compares each pair and says how far it got, one line per
// shot in the form the Studio reads (site/src/studio/visual-diff/diff-progress.ts): "[3/8] com en /faq 1440 px: 0.40 % (1.2 s)".
import type { Browser } from "@playwright/test";
import type { ChangedPage } from "@storyfront/content-model";
import { shotId, type PlannedShot } from "./plan-shots";
import { comparedPictures, jpegDataUrl } from "./report-images";
import { percent, type ReportPage, type ReportShot } from "./report-html";
import { shootPage } from "./shoot-page";

/** A page's address on each side: the base (what is live) and the branch. */
export interface DiffSides {
  base: (page: ChangedPage) => string;
  branch: (page: ChangedPage) => string;
}

/** The plan's first lines: what it will shoot (`intro: N shots at …`, which the Studio reads the total from) and what the cap cuts. */
export function announcePlan(intro: string, plan: { shots: PlannedShot[]; total: number; leftOut: ChangedPage[] }, maxShots: number) {
  console.log(`${intro}: ${plan.total} shots at 375 and 1440 px.`);
  if (plan.shots.length < plan.total) {
    console.log(
      `The cap (--max-shots ${maxShots}) cuts ${plan.total - plan.shots.length} shots; pages not shot: ` +
        `${plan.leftOut.map((page) => `${page.variant} ${page.path}`).join(", ")}`,
    );
  }
}

/**
 * Every planned shot, `atOnce` at a time, each with its two sides shot side by side in their own browser contexts;
 * the pages in plan order, each page's shots by width.
 */
export async function shootPlan(
  browser: Browser,
  shots: readonly PlannedShot[],
  sides: DiffSides,
  { atOnce = 1 }: { atOnce?: number } = {},
): Promise<{ pages: ReportPage[]; secondsPerShot?: number }> {
  const entries = new Map<string, ReportPage & { widths: Map<number, ReportShot> }>();
  for (const { page } of shots) {
    const id = shotId(page);
    if (!entries.has(id)) entries.set(id, { id, page, shots: [], widths: new Map() });
  }
  const timings: number[] = [];
  let done = 0;
  const shoot = async ({ page, width }: PlannedShot) => {
    const started = Date.now();
    const entry = entries.get(shotId(page));
    const line = `${page.variant} ${page.locale} ${page.path} ${width} px`;
    try {
      const [before, after] = await Promise.all([
        page.status === "added" ? undefined : shootPage(browser, sides.base(page), width),
        page.status === "removed" ? undefined : shootPage(browser, sides.branch(page), width),
      ]);
      // An added or removed page is shown alone: nothing to compare it with.
      const comparison = before && after ? await comparedPictures(before.png, after.png) : undefined;
      const pictures = comparison ?? {
        base: before && (await jpegDataUrl(before.png)),
        branch: after && (await jpegDataUrl(after.png)),
      };
      entry?.widths.set(width, { width, ...pictures });
      timings.push(Date.now() - started);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`[${++done}/${shots.length}] ${line}: ${comparison ? percent(comparison.share) : page.status} (${seconds} s)`);
    } catch (error) {
      entry?.widths.set(width, { width, error: String(error) });
      console.log(`[${++done}/${shots.length}] ${line}: failed (${String(error)})`);
    }
  };
  let next = 0;
  const worker = async () => {
    for (let shot = shots[next++]; shot; shot = shots[next++]) await shoot(shot);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(atOnce, shots.length)) }, worker));
  const pages = [...entries.values()].map(({ widths, ...entry }) => ({
    ...entry,
    shots: [...widths.values()].sort((a, b) => a.width - b.width),
  }));
  const secondsPerShot = timings.length ? timings.reduce((sum, time) => sum + time, 0) / timings.length / 1000 : undefined;
  return { pages, secondsPerShot };
}

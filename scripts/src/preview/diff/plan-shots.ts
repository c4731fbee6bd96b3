// Which pages to shoot, at which widths, in which order, and where the cap cuts.
import type { ChangedPage } from "@storyfront/content-model";

export const widths = [375, 1440] as const;
export type Width = (typeof widths)[number];

export interface PlannedShot {
  page: ChangedPage;
  width: Width;
}

/** Pages whose own file changed first (the likeliest to look different), then added and removed, then the rest. */
function priority(page: ChangedPage): number {
  if (page.status === "changed" && page.reasons.some((reason) => reason.kind === "own")) return 0;
  if (page.status !== "changed") return 1;
  return page.reasons.some((reason) => reason.kind === "messages" || reason.kind === "site settings") ? 3 : 2;
}

/** Every changed page at both widths, capped at maxShots (a shot is one page at one width). */
export function planShots(
  pages: readonly ChangedPage[],
  maxShots: number,
): { shots: PlannedShot[]; total: number; leftOut: ChangedPage[] } {
  const ordered = [...pages].sort((a, b) => priority(a) - priority(b));
  const all = ordered.flatMap((page) => widths.map((width) => ({ page, width })));
  const shots = all.slice(0, Math.max(0, maxShots));
  const shotPages = new Set(shots.map((shot) => shot.page));
  return { shots, total: all.length, leftOut: ordered.filter((page) => !shotPages.has(page)) };
}

/** The anchor of a page in the report (also read by the site's changes page to link each row). */
export const shotId = (page: Pick<ChangedPage, "variant" | "locale" | "path">) =>
  `${page.variant}-${page.locale}-${page.path.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home"}`;

// The visual diff report: one self-contained HTML file (images inlined), pages sorted by how much changed.
import { reasonLines, type ChangedPage } from "@storyfront/content-model";

export interface ReportShot {
  width: number;
  /** Share of pixels changed, 0..1; undefined for added or removed pages (shown alone). */
  share?: number;
  base?: string;
  branch?: string;
  diff?: string;
  error?: string;
}

export interface ReportPage {
  id: string;
  page: ChangedPage;
  shots: ReportShot[];
}

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
export const percent = (share: number) => `${(share * 100).toFixed(share > 0 && share < 0.001 ? 3 : 2)} %`;

/** Largest share of a page's shots; added and removed pages sort first (they are all change). */
export function pageChange(entry: ReportPage): number {
  if (entry.page.status !== "changed") return 2;
  return Math.max(0, ...entry.shots.map((shot) => shot.share ?? 0));
}

function figure(label: string, source: string | undefined): string {
  return source ? `<figure><figcaption>${label}</figcaption><img src="${source}" alt="${label}" loading="lazy"></figure>` : "";
}

function shotHtml(shot: ReportShot): string {
  const title = `${shot.width} px${shot.share === undefined ? "" : ` · ${percent(shot.share)} of pixels changed`}`;
  if (shot.error) return `<section class="shot"><h3>${title}</h3><p class="error">${escape(shot.error)}</p></section>`;
  const figures = `${figure("base", shot.base)}${figure("branch", shot.branch)}${figure("diff", shot.diff)}`;
  return `<section class="shot"><h3>${title}</h3><div class="row">${figures}</div></section>`;
}

export function reportHtml(input: { branch: string; base: string; mergeBase: string; pages: ReportPage[]; note?: string }): string {
  const pages = [...input.pages].sort((a, b) => pageChange(b) - pageChange(a));
  const items = pages
    .map((entry) => {
      const { page } = entry;
      const change = page.status === "changed" ? percent(pageChange(entry)) : page.status;
      const why = page.reasons.flatMap(reasonLines).join("; ");
      const where = `${page.variant} · ${page.locale}${page.draft ? " · draft" : ""}`;
      return (
        `<article id="${entry.id}"><h2><span class="badge ${page.status}">${change}</span> ` +
        `${escape(page.path)} <small>${where}</small></h2>` +
        `<p class="why">${escape(why)}</p>${entry.shots.map(shotHtml).join("")}</article>`
      );
    })
    .join("\n");
  const index = pages
    .map(
      (entry) =>
        `<li><a href="#${entry.id}">${escape(entry.page.path)}</a> ${entry.page.variant} · ${entry.page.locale} — ` +
        `${entry.page.status === "changed" ? percent(pageChange(entry)) : entry.page.status}</li>`,
    )
    .join("");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>Visual diff: ${escape(input.branch)} against ${escape(input.base)}</title>
<style>
body{margin:0;padding:24px;font:15px/1.5 system-ui,sans-serif;color:#14171f;background:#f5f7fb}
h1{margin:0 0 4px;font-size:28px}h2{font-size:20px;margin:0 0 4px;overflow-wrap:anywhere}h3{font-size:15px;margin:16px 0 8px}
article{background:#fff;border:1px solid #dde2ec;border-radius:12px;padding:16px;margin:16px 0}
.row{display:grid;grid-template-columns:repeat(auto-fit,minmax(240px,1fr));gap:12px;align-items:start}
figure{margin:0}figcaption{font-weight:600;margin-bottom:4px}img{width:100%;height:auto;border:1px solid #dde2ec;display:block}
.badge{display:inline-block;padding:2px 8px;border-radius:999px;font-size:14px;background:#eef3ff;color:#0f44cc}
.badge.added{background:#e3f6e8;color:#14532d}.badge.removed{background:#fde8e8;color:#7f1d1d}
.why,small,.note{color:#4a5160}.error{color:#7f1d1d}
</style></head><body>
<h1>Visual diff: ${escape(input.branch)} against ${escape(input.base)}</h1>
<p class="note">Merge-base ${escape(input.mergeBase.slice(0, 7))}. Base | branch | diff overlay (changed pixels in red), sorted by change;
added and removed pages are shown alone.${input.note ? ` ${escape(input.note)}` : ""}</p>
<ol>${index}</ol>
${items}
</body></html>
`;
}

// npm run bench:validate -w scripts: how long content validation takes, beyond the tool's start-up, for today's
// content and for 250, 500 and 1,000 generated landings (goals: < 1 s and < 3 s, growing linearly). Prints figures.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { contentRoot } from "../src/content-root";
import { median } from "./median";

const importStart = performance.now();
const { checkContent, landingScaffold } = await import("@storyfront/content-model");
const { readContentFolder } = await import("@storyfront/content-model/read-content-folder");
const { clearFileCache } = await import("@storyfront/content-model/check/file-cache");
const importMs = performance.now() - importStart;

/** A full check (cache cleared: every file parsed), or with `warm` the dev loop's check after one saved file. */
function validate(root: string, warm = false): { ms: number; readMs: number; files: number; problems: number } {
  if (!warm) clearFileCache();
  const start = performance.now();
  const { files, mediaPaths } = readContentFolder(root);
  const read = performance.now();
  const { problems } = checkContent(files, mediaPaths);
  return { ms: performance.now() - start, readMs: read - start, files: files.length, problems: problems.length };
}

/** A landing like a marketer's: scaffold blocks plus library references and links that the checker follows. */
function generatedLanding(index: number): string {
  const slug = `generated-${index}`;
  const landing = landingScaffold(slug);
  landing.seo.description = `Landing ${index}: see [pricing](/pricing) and [a case study](/case-studies/case-study-ugc-forkful).`;
  landing.blocks.splice(
    1,
    0,
    {
      type: "awards",
      title: "Rated by our customers",
      badges: ["rating-softwarecritic", "mobile-growth-award-2025"],
      reviews: ["ada-moreno", "amara-singh"],
    },
    {
      type: "successes",
      title: "Customer stories",
      stories: ["case-study-onboarding-northwind-bank", "case-study-retention-lumen-telecom"],
    },
    { type: "inspoGuide", guide: "fintech-report", btnDownload: "Download the report" },
  );
  return `${JSON.stringify(landing, null, 2)}\n`;
}

const ms = (value: number) => `${value.toFixed(0).padStart(5)} ms`;
console.log(`Start-up (importing the checker): ${ms(importMs)} — not counted below`);

const runs = Array.from({ length: 7 }, () => validate(contentRoot));
const first = runs[0]!;
console.log(
  `Today's content, ${first.files} files: first run ${ms(first.ms)} (reading files ${ms(first.readMs)}), ` +
    `median of the next 6 ${ms(median(runs.slice(1).map((run) => run.ms)))}; goal < 1000 ms; ${first.problems} problems`,
);
// npm run dev checks again on every save: files whose text did not change come from the cache.
const warmRuns = Array.from({ length: 7 }, () => validate(contentRoot, true));
console.log(`  again with nothing or one file changed (npm run dev after a save): median ${ms(median(warmRuns.map((run) => run.ms)))}`);

const folder = mkdtempSync(join(tmpdir(), "storyfront-bench-"));
try {
  cpSync(contentRoot, folder, { recursive: true });
  let written = 0;
  const rows: { landings: number; ms: number; fastest: number }[] = [];
  for (const count of [250, 500, 1000]) {
    for (; written < count; written += 1) writeFileSync(join(folder, "landings", `generated-${written}.json`), generatedLanding(written));
    const result = Array.from({ length: 5 }, () => validate(folder));
    const problems = result[0]!.problems;
    if (problems > 0) console.log(`  (the generated content has ${problems} problems: the benchmark is off)`);
    rows.push({ landings: count, ms: median(result.map((run) => run.ms)), fastest: Math.min(...result.map((run) => run.ms)) });
  }
  for (const row of rows)
    console.log(
      `${String(row.landings).padStart(5)} generated landings (+ today's content): ${ms(row.ms)} median of 5 ` +
        `(fastest ${ms(row.fastest)}), ${(row.fastest / row.landings).toFixed(2)} ms per landing`,
    );
  const [small, , large] = rows;
  if (small && large)
    console.log(
      `Growth 250 → 1,000 landings (fastest runs): ×${(large.fastest / small.fastest).toFixed(2)} for ×4 the landings ` +
        "(linear ≈ ×4 or less, with today's content as a fixed part); goal for 1,000 < 3000 ms",
    );
} finally {
  rmSync(folder, { recursive: true, force: true });
}

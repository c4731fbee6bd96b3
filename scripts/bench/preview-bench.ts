// Preview benchmark: how long the list of changed pages takes for today's content (git reads, both content
// checks and graphs) and for 1,000 generated landings, and how long the visual diff of one page takes.
// Usage: npm run bench:preview -w scripts [-- --landings 1000 --runs 5]
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { PNG } from "pngjs";
import { changedPages, checkContent, contentGraph, type ContentFile } from "@storyfront/content-model";
import { readContentFolder } from "@storyfront/content-model/read-content-folder";
import { previewChanges } from "@storyfront/content-model/graph/git-changes";
import { contentRoot } from "../src/content-root";
import { compareScreenshots } from "../src/preview/diff/compare-screenshots";
import { median } from "./median";

const { values } = parseArgs({
  options: {
    landings: { type: "string", default: "1000" },
    runs: { type: "string", default: "5" },
    base: { type: "string", default: "main" },
  },
});
const runs = Number(values.runs);
const landingCount = Number(values.landings);

function time(run: () => void): number {
  const samples: number[] = [];
  run(); // warm-up: module loading and JIT
  for (let index = 0; index < runs; index++) {
    const started = performance.now();
    run();
    samples.push(performance.now() - started);
  }
  return median(samples);
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

// 1. Today's content against the base, exactly as `npm run preview:changes` computes it.
let pageCount = 0;
const today = time(() => {
  pageCount = previewChanges({ contentRoot, base: values.base }).pages.length;
});
const folder = readContentFolder(contentRoot);
const graphOnly = time(() => contentGraph(checkContent(folder.files, folder.mediaPaths).content));
console.log(
  `Today's content (${contentGraph(checkContent(folder.files, folder.mediaPaths).content).pages.length} pages): ` +
    `changed pages against ${values.base} in ${ms(today)} (${pageCount} listed); content check + graph alone ${ms(graphOnly)}`,
);

// 2. The same content plus generated landings, each showing reviews; one review changes on the branch.
const template = JSON.parse(readFileSync(path.join(contentRoot, "landings/home.json"), "utf8")) as Record<string, unknown>;
const reviewSlugs = folder.files.filter((file) => file.path.startsWith("reviews/")).map((file) => path.basename(file.path, ".json"));
const generated: ContentFile[] = Array.from({ length: landingCount }, (_, index) => {
  const blocks = (template.blocks as Record<string, unknown>[]).map((block) =>
    block.type === "awards" ? { ...block, reviews: [reviewSlugs[index % reviewSlugs.length]] } : block,
  );
  return {
    path: `landings/generated-${index}.json`,
    text: JSON.stringify({ ...template, slug: `generated-${index}`, path: `/solutions/generated-${index}`, blocks }),
  };
});
const baseFiles = [...folder.files, ...generated];
const changedReview = `reviews/${reviewSlugs[0]}.json`;
const headFiles = baseFiles.map((file) =>
  file.path === changedReview ? { ...file, text: file.text.replace(/"text": "/, '"text": "Updated. ') } : file,
);
let listed = 0;
let totalPages = 0;
const large = time(() => {
  const before = contentGraph(checkContent(baseFiles, folder.mediaPaths).content);
  const after = contentGraph(checkContent(headFiles, folder.mediaPaths).content);
  totalPages = after.pages.length;
  listed = changedPages(before, after, [{ file: changedReview, status: "modified" }]).pages.length;
});
const largeGraph = time(() => contentGraph(checkContent(headFiles, folder.mediaPaths).content));
console.log(
  `With ${landingCount} generated landings (${totalPages} pages): changed pages for one review in ${ms(large)} ` +
    `(${listed} listed); one content check + graph ${ms(largeGraph)}`,
);

// 3. The visual diff of one page: full-page shots at both widths with a changed block.
function shot(width: number, height: number, changed: boolean): Buffer {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const stripe = Math.floor(y / 40) % 2 === 0 ? 245 : 255;
      const block = changed && x > width / 4 && x < width / 2 && y > 600 && y < 900;
      png.data.set(block ? [27, 92, 255, 255] : [stripe, stripe, stripe, 255], (y * width + x) * 4);
    }
  }
  return PNG.sync.write(png);
}
const sizes: [number, number][] = [
  [375, 9000],
  [1440, 6000],
];
for (const [width, height] of sizes) {
  const before = shot(width, height, false);
  const after = shot(width, height, true);
  let share = 0;
  const compare = time(() => {
    share = compareScreenshots(before, after).share;
  });
  console.log(
    `Visual diff of one ${width} × ${height} px shot (decode, pixelmatch, overlay encode): ` +
      `${ms(compare)} (${(share * 100).toFixed(2)} % changed)`,
  );
}

// Lighthouse scores (performance, accessibility, best practices, SEO) and the main timings for a few
// page types, on Debian's Chromium in mobile emulation. Run against a running site (`npm start`):
//   npx tsx scripts/bench/lighthouse.ts [base-url] [path …]
// Use http://storyfront.com:3000 as base to be scored as production; localhost is `dev` and so noindex.
import lighthouse from "lighthouse";
import { launchChromium } from "./lighthouse-runs";

const [base = "http://localhost:3000", ...given] = process.argv.slice(2);
const paths = given.length ? given : ["/", "/sales", "/pricing", "/blog", "/solutions/fintech"];

// Production host names resolve to loopback (launchChromium), so storyfront.com:3000 is scored as production.
const chrome = await launchChromium();

const score = (value: number | null | undefined) => String(Math.round((value ?? 0) * 100)).padStart(5);
const ms = (value: number | undefined) => `${Math.round(value ?? 0)}`.padStart(7);

try {
  console.log(`lighthouse (mobile) at ${base}`);
  console.log("path                   perf  a11y  best   seo    FCP ms    LCP ms    TBT ms   CLS");
  for (const path of paths) {
    const result = await lighthouse(base + path, { port: chrome.port, output: "json", logLevel: "error" });
    if (!result) throw new Error(`no result for ${path}`);
    const { categories, audits } = result.lhr;
    console.log(
      `${path.padEnd(22)}${score(categories.performance?.score)} ${score(categories.accessibility?.score)} ` +
        `${score(categories["best-practices"]?.score)} ${score(categories.seo?.score)}` +
        `   ${ms(audits["first-contentful-paint"]?.numericValue)}   ${ms(audits["largest-contentful-paint"]?.numericValue)}` +
        `   ${ms(audits["total-blocking-time"]?.numericValue)}   ${(audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)}`,
    );
  }
} finally {
  chrome.kill();
}

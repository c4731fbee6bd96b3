// What decides a page's simulated LCP: serves one page's HTML with a change applied (the inline scripts
// gone, only the first screen kept …) and runs Lighthouse on each version, every other request passing
// through to the running site. Lighthouse's simulation counts every script that finished downloading
// before the paint it observed; this prints both times beside the simulated LCP, so a change can be
// judged by whether it moves the paint ahead of the scripts. Run against a running site (`npm start`):
//   npx tsx scripts/bench/lcp-variants.ts [site-url] [path] [runs]
// The HTML rewrites match the markup the site renders today; a variant that no longer changes anything
// is reported as such.
import http from "node:http";
import { launchChromium, runLighthouse, type LighthouseRun } from "./lighthouse-runs";
import { median } from "./median";

const [site = "http://storyfront.com:3000", pagePath = "/", runsArg = "5"] = process.argv.slice(2);
const runs = Number(runsArg);
const variantPort = Number(process.env.BENCH_VARIANT_PORT ?? 3059);
const target = new URL(site);

const inlineScript = /<script>(?!self\.__next_f|\(self\.__next_f|requestAnimationFrame)[^<]*<\/script>/g;
const moduleScript = /<script type="module">[^<]*<\/script>/g;
const payload = /<script>(self\.__next_f|\(self\.__next_f)[\s\S]*?<\/script>/g;
const scriptTags = /<script src="[^"]*" async=""><\/script>|<link rel="preload" as="script"[^>]*>/g;
const firstScreenOnly = (html: string) => html.replace(/(<main[\s\S]*?<\/section>)[\s\S]*?(<script id="_R_">)/, "$1</main>$2");
const withoutInlineScripts = (html: string) => html.replace(inlineScript, "").replace(moduleScript, "");

const variants: Record<string, (html: string) => string> = {
  "as served": (html) => html,
  "no inline scripts (banner checks, cookie script)": withoutInlineScripts,
  "no inline RSC payload": (html) => html.replace(payload, ""),
  "first screen only": firstScreenOnly,
  "first screen only, no inline scripts": (html) => withoutInlineScripts(firstScreenOnly(html)),
  "no JavaScript at all": (html) => withoutInlineScripts(html).replace(payload, "").replace(scriptTags, ""),
};

function fetchPage(): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port: target.port, path: pagePath, headers: { host: target.host } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`${site}${pagePath} answered ${response.statusCode}`));
        return;
      }
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve(body));
    });
    request.on("error", reject);
  });
}

const original = await fetchPage();
let served = original;
// Everything but the page itself goes to the site, under the site's own host name.
const server = http.createServer((request, response) => {
  if (request.url === pagePath) {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(served);
    return;
  }
  const upstream = http.request(
    { host: "127.0.0.1", port: target.port, path: request.url, method: request.method, headers: { ...request.headers, host: target.host } },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on("error", () => response.destroy());
  request.pipe(upstream);
});
await new Promise<void>((resolve) => server.listen(variantPort, "127.0.0.1", resolve));

const chrome = await launchChromium();
const results = new Map<string, LighthouseRun[]>();
try {
  for (let run = 1; run <= runs; run++) {
    for (const [name, rewrite] of Object.entries(variants)) {
      served = rewrite(original);
      if (name !== "as served" && served === original) continue;
      const result = await runLighthouse(`http://${target.hostname}:${variantPort}${pagePath}`, chrome.port);
      results.set(name, [...(results.get(name) ?? []), result]);
    }
  }
} finally {
  chrome.kill();
  server.close();
}

console.log(`${site}${pagePath}, Lighthouse mobile, median of ${runs} (the HTML is served uncompressed)`);
console.table(
  Object.keys(variants).map((name) => {
    const r = results.get(name);
    if (!r) return { variant: name, perf: "(no change: the rewrite matched nothing)" };
    return {
      variant: name,
      perf: median(r.map((x) => x.performance)),
      "LCP ms": Math.round(median(r.map((x) => x.lcpMs))),
      "LCP runs": r.map((x) => Math.round(x.lcpMs)).join(" "),
      "seen paint ms": Math.round(median(r.map((x) => x.seenPaintMs))),
      "seen last script ms": Math.round(median(r.map((x) => x.seenLastScriptMs))),
    };
  }),
);

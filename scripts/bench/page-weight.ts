// Prints what a visitor downloads per page: HTML, JavaScript and CSS, raw and gzipped, and the
// number of requests. Run against a running site: `npm start`, then
//   npx tsx scripts/bench/page-weight.ts [base-url] [path …]
import { gzipSync } from "node:zlib";

const [base = "http://localhost:3000", ...given] = process.argv.slice(2);
const paths = given.length ? given : ["/", "/sales", "/pricing", "/blog", "/solutions/fintech", "/fr", "/no-such-page"];

async function download(url: string): Promise<Buffer> {
  const response = await fetch(url);
  return Buffer.from(await response.arrayBuffer());
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);

console.log(`page weight at ${base}`);
console.log("path                       html KB  js KB  js gz KB  css gz KB  requests");
for (const path of paths) {
  const html = await download(base + path);
  const text = html.toString("utf8");
  const scripts = [...text.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1] ?? "");
  const styles = [...text.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1] ?? "");
  const fetchAll = (urls: string[]) => Promise.all([...new Set(urls)].map((u) => download(new URL(u, base).href)));
  const js = await fetchAll(scripts);
  const css = await fetchAll(styles);
  const sum = (files: Buffer[], gz: boolean) => files.reduce((total, f) => total + (gz ? gzipSync(f).length : f.length), 0);
  console.log(
    `${path.padEnd(26)}${kb(html.length)}${kb(sum(js, false))}${kb(sum(js, true))}  ${kb(sum(css, true))}  ` +
      `${String(1 + js.length + css.length).padStart(8)}`,
  );
}

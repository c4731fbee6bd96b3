// Seeded random URLs and queries over every host and route family, for url-fuzz.spec.ts: malformed
// percent-encoding, NUL bytes, overlong paths, markup to be reflected, look-alike hosts.
export const fuzzSeed = Number(process.env.FUZZ_SEED ?? 20261123);
export const fuzzCaseCount = Number(process.env.FUZZ_CASES ?? 2400);

/** mulberry32: small, fast, deterministic. */
export function random(seedValue: number) {
  let state = seedValue >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const hosts = [
  "storyfront.com",
  "test.storyfront.com",
  "dev.storyfront.com",
  "storyfront.ru",
  "test.storyfront.ru",
  "dev.storyfront.ru",
  "localhost",
  "ru.localhost",
  // Not on the allow-list: must be 403, never 5xx.
  "www.storyfront.com",
  "storyfront.com.evil.io",
];

const families = [
  "/",
  "/{x}",
  "/blog",
  "/blog/{x}",
  "/blog/category-{x}",
  "/blog/category-{x}/page-{n}",
  "/blog/page-{n}",
  "/blog/search",
  "/blog/stories",
  "/press-releases",
  "/press-releases/{x}",
  "/game/{x}",
  "/s/{x}",
  "/solutions",
  "/solutions/{x}",
  "/case-studies",
  "/case-studies/{x}",
  "/white-papers",
  "/white-papers/{x}",
  "/enterprise",
  "/use-cases",
  "/faq",
  "/legal",
  "/policy",
  "/terms",
  "/offer",
  "/pricing",
  "/prices",
  "/sales",
  "/quick-demo",
  "/invite/{x}",
  "/write-for-us",
  "/builder/{x}",
  "/{x}/{x}/{x}",
  "/api/{x}",
  "/api/blog-search",
  "/media/{x}",
  "/media/logos/{x}.svg",
  "/sitemap.xml",
  "/sitemaps/{n}.xml",
  "/robots.txt",
  "/social-card/{locale}/{x}.png",
  "/_next/{x}",
];
const prefixes = ["", "", "", "/fr", "/de", "/es", "/ru", "/en", "/xx"];
const locales = ["en", "fr", "de", "es", "ru", "xx"];

/** Something a visitor or a scanner might put in a URL, already written as URL-safe text. */
function token(next: () => number, marker: string): string {
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
  const kinds: (() => string)[] = [
    () =>
      pick([
        "telecom",
        "why-stories-beat-banners",
        "analytics",
        "case-study-ugc-forkful",
        "fintech-report",
        "story-quiz-design",
        "42",
        "page-2",
      ]),
    () =>
      pick([
        "%ff%fe",
        "%E0%A4%A",
        "%00",
        "%",
        "%zz",
        "%2e%2e",
        "..",
        "%2F",
        "%5C",
        "%C0%AF",
        "%ED%A0%80",
        "%F0%9F%98%80",
        "%0d%0a",
        "~",
        "%25",
      ]),
    () => encodeURIComponent(`<${marker}>"'`),
    () => `%3Cscript%3E${marker}%3C%2Fscript%3E`,
    () => encodeURIComponent(`"><img src=x onerror=${marker}>`),
    () => "a".repeat(1 + Math.floor(next() * 3000)),
    () => encodeURIComponent(pick(["привет", "été", "日本", "ß", "\u202e", " "])),
    () => Math.floor(next() * 1e12).toString(36),
    () => pick(["page-0", "page-1", "page-x", "page-99999999", "category-", "-", "_"]),
  ];
  return pick(kinds)();
}

export function fuzzCase(next: () => number, index: number) {
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
  const marker = `x-fuzz-${index}`;
  const host = pick(hosts);
  const family = pick(families);
  let path =
    pick(prefixes) +
    family
      .replace(/\{x\}/g, () => token(next, marker))
      .replace(/\{n\}/g, () => String(Math.floor(next() * 200) - 20))
      .replace(/\{locale\}/g, () => pick(locales));
  if (path.length > 1 && next() < 0.1) path += "/";
  if (next() < 0.05) path = path.replace(/^\//, "//");
  let query = "";
  if (next() < 0.45) {
    const keys = ["q", "email", "page", "lang", "utm_source", "_rsc", "__nextLocale", token(next, marker)];
    const pairs = Array.from({ length: 1 + Math.floor(next() * 3) }, () => `${pick(keys)}=${token(next, marker)}`);
    query = `?${pairs.join("&")}`;
  }
  return { host, target: (path || "/") + query, marker };
}

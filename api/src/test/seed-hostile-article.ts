// Test-only fixture for the site's browser tests (`npm run seed:hostile -w api -- <dir>`), run before the
// e2e's own API starts: loads the demo data into a fresh PGlite directory and adds one blog post whose
// title and body carry script and event-handler payloads. Lives here because it writes to the database
// directly; the site knows the API only over HTTP. Never part of the shipped demo data.
import { openDatabase } from "../db/open-database";
import { prepareDatabase } from "../seed/prepare-database";

export const hostileSlug = "e2e-hostile-article";

const dataDir = process.argv[2];
if (!dataDir) throw new Error("usage: npm run seed:hostile -w api -- <pglite data dir>");

const body = [
  "<p>Before the payloads.</p>",
  "<script>window.__pwned = 'script'</script>",
  '<img src="/media/blog/cover-01.svg" alt="cover" onerror="window.__pwned = \'onerror\'" onload="window.__pwned = \'onload\'">',
  "<a href=\"javascript:window.__pwned = 'href'\">Innocent link</a>",
  "<a href=\"  JaVaScRiPt:window.__pwned = 'href2'\">Second link</a>",
  '<svg><script>window.__pwned = "svg"</script></svg>',
  "<iframe srcdoc=\"<script>parent.__pwned = 'iframe'</script>\"></iframe>",
  '<p onmouseover="window.__pwned = \'hover\'" style="background:url(javascript:alert(1))">Hover me</p>',
  "<form action=\"javascript:window.__pwned = 'form'\"><button>Send</button></form>",
  "<p>After the payloads.</p>",
].join("\n");

const db = await openDatabase({ dataDir });
await prepareDatabase(db);
const [category] = await db.query<{ id: number }>("select id from category where slug = 'growth' and type = 4");
const now = Math.floor(Date.UTC(2026, 10, 21) / 1000);
const [row] = await db.query<{ id: number }>(
  `insert into page
     (slug, type, "order", is_active, image, image_square, author, author_subtitle,
      category_ids, tag_ids, views, created_at, updated_at, languages)
   values ($1, 4, 0, true, null, null, 'Mallory <img src=x onerror=alert(1)>', null, $2::int[], '{}'::int[], 5, $3, $3, array['en'])
   returning id`,
  [hostileSlug, [category?.id ?? 1], now],
);
await db.query(
  `insert into page_translation (page_id, language, title, description, content, seo_title, seo_keywords, seo_description)
   values ($1, 'en', $2, $3, $4, null, null, null)`,
  [row?.id, "Hostile <script>window.__pwned = 'title'</script> article", "A post whose body tries to run code.", body],
);
await db.close();
console.log(`seeded ${hostileSlug} into ${dataDir}`);

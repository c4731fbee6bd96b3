// Adds many synthetic blog posts in a few statements, for benchmarks: slugs bench-post-1 … bench-post-N.
import { PageType } from "@storyfront/schemas";
import type { Database } from "../db/database";
import { demoImage } from "./seed-demo-data";

export async function addBulkPages(db: Database, count: number, now = Math.floor(Date.now() / 1000)) {
  const categories = (await db.query<{ id: number }>("select id from category where type = $1 order by position", [PageType.blog])).map(
    (row) => row.id,
  );
  const tags = (await db.query<{ id: number }>("select id from tag order by id")).map((row) => row.id);
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into page
         (slug, type, image, image_square, author, author_subtitle, category_ids, tag_ids, views, created_at, updated_at, languages)
       select 'bench-post-' || g, $1, $2::jsonb, $3, 'Benchmark Author', 'Load test',
         array[($4::int[])[1 + g % cardinality($4::int[])]], array[($5::int[])[1 + g % cardinality($5::int[])]],
         g % 1000, $6 - g * 600, $6 - g * 600, array['en']
       from generate_series(1, $7::int) as g`,
      [PageType.blog, JSON.stringify(demoImage(0)), demoImage(0).square, categories, tags, now, count],
    );
    await tx.query(
      `insert into page_translation (page_id, language, title, description, content, seo_title)
       select id, 'en', 'Benchmark post ' || substr(slug, 12), 'A synthetic post for measuring the API.',
         '<p>Synthetic body text for the benchmark.</p>', 'Benchmark post'
       from page where slug like 'bench-post-%'`,
    );
  });
  await db.exec("analyze");
}

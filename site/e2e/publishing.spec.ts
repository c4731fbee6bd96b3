// Publishing reaches visitors at once, on every instance: two site instances of the production build behind nginx
// share Next's cache in Redis; the API (PGlite) sends its revalidation outbox through nginx. An editor publishes a
// post through the API and both instances show it on its page, /blog (com and ru), the sitemap and the feed; the
// post renamed, its old address answers 301 to the new one with the locale prefix and query kept.
// Ports: the worker's stack ports 20 (API, instance A), 21 (instance B), nginx on 92.
import { expect } from "@playwright/test";
import { test } from "./fixtures";
import { ClusterStack, clusterRevalidateSecret } from "./cluster-stack";
import { httpGet } from "./http-get";
import { signInAs } from "./account-support";
import { stackApiPort, stackPort } from "./ports";

const stack = new ClusterStack({ api: stackApiPort(20), a: stackPort(20), b: stackPort(21), nginx: stackPort(92) });

test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

test.beforeAll(async () => {
  test.setTimeout(300_000);
  await stack.startApi({
    REVALIDATE_URL: `http://localhost:${stack.ports.nginx}/api/revalidate`,
    REVALIDATE_SECRET: clusterRevalidateSecret,
  });
  await Promise.all([stack.startSite("A", stack.ports.a), stack.startSite("B", stack.ports.b)]);
  await stack.startNginx();
});

test.afterAll(async () => {
  await stack.stopAll();
});

type Authored = { id: number; version: number };
const post = (slug: string, title: string) => ({
  type: 4,
  slug,
  author: "Newsroom E2E",
  translations: [
    { language: "en", title, description: "Published through the API.", content: "<p>Fresh from the newsroom.</p>" },
    { language: "ru", title: `${title} (ru)`, description: "Опубликовано через API.", content: "<p>Свежая новость.</p>" },
  ],
});

/** Every read the check needs, on one instance: the article, /blog on com (and ru for a post in Russian), the sitemap, the feed. */
async function showsEverywhere(port: number, slug: string, title: string, inRussian = true) {
  const [article, blog, ruBlog, sitemap, rss] = await Promise.all([
    httpGet(port, "storyfront.com", `/blog/${slug}`),
    httpGet(port, "storyfront.com", "/blog"),
    httpGet(port, "storyfront.ru", "/blog"),
    httpGet(port, "storyfront.com", "/sitemap.xml"),
    httpGet(port, "storyfront.com", "/blog/rss.xml"),
  ]);
  return (
    article.status === 200 &&
    article.body.includes(title) &&
    blog.body.includes(`/blog/${slug}"`) &&
    (!inRussian || ruBlog.body.includes(`/blog/${slug}"`)) &&
    sitemap.body.includes(`https://storyfront.com/blog/${slug}<`) &&
    rss.body.includes(`<link>https://storyfront.com/blog/${slug}</link>`)
  );
}

test("a post published through the API shows on both instances; renamed, its old address answers 301", async () => {
  const { token } = await stack.api<{ token: string }>("POST", "/auth", undefined, {
    email: "admin@example.com",
    password: "Demo-Admin-2026",
  });
  const stamp = Date.now().toString(36);
  const slug = `newsroom-e2e-${stamp}`;
  const title = `Newsroom E2E ${stamp}`;

  // Both instances have the lists cached before the post exists.
  for (const port of [stack.ports.a, stack.ports.b]) {
    for (const [host, path] of [
      ["storyfront.com", "/blog"],
      ["storyfront.ru", "/blog"],
      ["storyfront.com", "/sitemap.xml"],
      ["storyfront.com", "/blog/rss.xml"],
    ])
      expect((await httpGet(port, host!, path!)).status, `${host}${path}`).toBe(200);
  }

  const draft = await stack.api<Authored>("POST", "/admin/page", token, post(`${slug}-draft`, `${title} draft`));
  const created = await stack.api<Authored>("POST", "/admin/page", token, post(slug, title));
  const published = await stack.api<Authored>("POST", `/admin/page/${created.id}/publish`, token);
  for (const port of [stack.ports.a, stack.ports.b]) {
    await expect.poll(() => showsEverywhere(port, slug, title), { timeout: 30_000, intervals: [200] }).toBe(true);
  }

  // The feed parses and lists published posts only, on the right host, newest first.
  const rss = (await httpGet(stack.ports.nginx, "storyfront.com", "/blog/rss.xml")).body;
  const atom = await httpGet(stack.ports.nginx, "storyfront.ru", "/blog/atom.xml");
  expect(atom.headers["content-type"]).toContain("application/atom+xml");
  expect(atom.body).toContain('xml:lang="ru"');
  expect(atom.body).toContain(`https://storyfront.ru/blog/${slug}`);
  expect(rss).not.toContain(`${slug}-draft`);
  const links = [...rss.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((match) => match[1]);
  expect(links[0]).toBe(`https://storyfront.com/blog/${slug}`);
  expect(links.length).toBeLessThanOrEqual(20);
  expect(draft.id).toBeGreaterThan(0);

  // Renamed: the old address moves for good, locale prefix and query kept, on both instances.
  const renamed = `${slug}-renamed`;
  await stack.api("PUT", `/admin/page/${created.id}`, token, { ...post(renamed, title), baseVersion: published.version });
  for (const port of [stack.ports.a, stack.ports.b]) {
    await expect
      .poll(
        async () => {
          const answer = await httpGet(port, "storyfront.com", `/fr/blog/${slug}?utm_source=e2e`);
          return `${answer.status} ${answer.headers.location ?? ""}`;
        },
        { timeout: 30_000, intervals: [200] },
      )
      .toMatch(new RegExp(`^301 (https?://storyfront\\.com)?/fr/blog/${renamed}\\?utm_source=e2e$`));
    await expect.poll(() => showsEverywhere(port, renamed, title), { timeout: 30_000, intervals: [200] }).toBe(true);
  }
});

test("a post scheduled in the online Studio goes live at its time on both instances, in the editor's time zone", async ({ browser }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const slug = `scheduled-e2e-${stamp}`;
  const title = `Scheduled E2E ${stamp}`;
  // An editor in Berlin: the schedule is typed on Berlin's clock and stored in UTC.
  const context = await browser.newContext({ timezoneId: "Europe/Berlin", viewport: { width: 1440, height: 1000 } });
  const page = await context.newPage();
  const studio = (path: string) => `http://studio.localhost:${stack.ports.nginx}${path}`;
  await page.goto(studio("/studio/sign-in"));
  await signInAs(page, "admin");
  await page.goto(studio("/studio/articles/new"));
  await page.getByLabel("Type").selectOption({ label: "Blog post" });
  await page.getByLabel("English title").fill(title);
  await page.getByLabel("Slug").fill(slug);
  await page.getByRole("button", { name: "Create draft" }).click();
  await page.waitForURL(/\/studio\/articles\/\d+$/, { timeout: 60_000 });
  await page.locator('[data-body-editor="body-en"] [contenteditable="true"]').click();
  await page.keyboard.type("Written now, published later.");

  await page.getByRole("button", { name: "Schedule…" }).click();
  await expect(page.getByText("(Europe/Berlin)")).toBeVisible();
  const due = Math.ceil(Date.now() / 1000) + 30;
  const berlin = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Berlin", dateStyle: "short", timeStyle: "medium" });
  await page.getByLabel(/^Publish at/).fill(berlin.format(new Date(due * 1000)).replace(" ", "T"));
  await page.getByRole("button", { name: "Schedule", exact: true }).click();
  await expect(page.locator("[data-status]").first()).toHaveText(/^Scheduled for .+\(Europe\/Berlin\)$/);
  const stored = await page.evaluate(
    async (id) => (await (await fetch(`/api/admin/page/${id}`)).json()) as { publishAt: number },
    Number(/(\d+)$/.exec(page.url())![1]),
  );
  expect(stored.publishAt).toBe(due);

  // Not before its time: visitors of both instances get 404 …
  for (const port of [stack.ports.a, stack.ports.b]) expect((await httpGet(port, "storyfront.com", `/blog/${slug}`)).status).toBe(404);
  // … and at its time, without anyone present, the post, /blog, the sitemap and the feed show it on both.
  for (const port of [stack.ports.a, stack.ports.b]) {
    // English only: storyfront.ru's blog does not list it.
    await expect.poll(() => showsEverywhere(port, slug, title, false), { timeout: 120_000, intervals: [500] }).toBe(true);
  }
  expect(Date.now() / 1000).toBeGreaterThanOrEqual(due);
  await context.close();
});

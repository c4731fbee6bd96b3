// The revalidation outbox: every publication, unpublication, scheduled publication and save of a live page queues
// what the site must refresh, in the change's own transaction; the worker sends it to a real local HTTP server that
// is down, then failing, then up, and forgets a row only once the site acknowledged it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PageType, revalidationRequest, type AuthoredPage, type PageCategory, type PageFieldsInput } from "@storyfront/schemas";
import { backends, demo, startTestApi, type TestApi } from "../test/harness";
import { eventually, startWebhookReceiver } from "../test/webhook-receiver";
import { openPostgresDatabase } from "../db/postgres-database";
import { publishDuePages, setPublished } from "../pages/page-writes";
import { queueRevalidation } from "./queue-revalidation";
import { RevalidationWorker } from "./revalidation-worker";

const secret = "test-revalidate-secret-0123456789";
// Fast retries so the test runs quickly; nothing below depends on how long anything takes.
const timing = { retryBaseMs: 40, retryMaxMs: 160, timeoutMs: 5_000, idleMs: 100 };

const post = (slug: string, categoryIds: number[] = []): PageFieldsInput => ({
  type: PageType.blog,
  slug,
  author: "Ada Editor",
  categoryIds,
  translations: [{ language: "en", title: `Newsroom: ${slug}`, content: "<p>Fresh.</p>" }],
});

type OutboxRow = { id: string; target: unknown; attempts: number; last_error: string | null };
const outbox = (api: TestApi) =>
  api.database.query<OutboxRow>("select id, target, attempts, last_error from revalidation_outbox order by id");

describe.each(backends)("revalidation outbox on %s", (backend) => {
  let api: TestApi;
  let editor: string;
  let categories: PageCategory[];

  const create = async (slug: string, categoryIds: number[] = []) => {
    const answer = await api.call<AuthoredPage>("POST", "/admin/page", { token: editor, body: post(slug, categoryIds) });
    expect(answer.status).toBe(201);
    return answer.body;
  };
  const publish = (id: number) => api.call<AuthoredPage>("POST", `/admin/page/${id}/publish`, { token: editor });
  const clear = () => api.database.query("delete from revalidation_outbox");

  beforeAll(async () => {
    // No REVALIDATE_URL: the rows stay in the outbox, where this suite reads them.
    api = await startTestApi(backend);
    editor = (await api.signIn(demo.editor.email, demo.editor.password, demo.editor.twoFactorSecret)).token;
    categories = (await api.call<PageCategory[]>("GET", `/category?type=${PageType.blog}`)).body;
  });
  afterAll(() => api?.close());

  it("queues the page with its type and categories when it is published or unpublished, never for a draft's save", async () => {
    await clear();
    const [first, second] = categories;
    const draft = await create("outbox-published", [first!.id, second!.id]);
    await api.call("PUT", `/admin/page/${draft.id}`, { token: editor, body: { ...post("outbox-published"), baseVersion: draft.version } });
    expect(await outbox(api)).toEqual([]);

    const saved = (await api.call<AuthoredPage>("GET", `/admin/page/${draft.id}`, { token: editor })).body;
    await api.call("PUT", `/admin/page/${draft.id}`, {
      token: editor,
      body: { ...post("outbox-published", [first!.id, second!.id]), baseVersion: saved.version },
    });
    expect((await publish(draft.id)).status).toBe(200);
    const expected = { slug: "outbox-published", type: PageType.blog, categorySlugs: [first!.slug, second!.slug].sort(), formerSlugs: [] };
    expect((await outbox(api)).map((row) => row.target)).toEqual([{ pages: [expected] }]);
    // What the site takes: the row is a valid body of its POST /api/revalidate.
    expect(revalidationRequest.safeParse((await outbox(api))[0]!.target).success).toBe(true);

    await publish(draft.id); // already live: no change, nothing queued
    expect(await outbox(api)).toHaveLength(1);
    await api.call("POST", `/admin/page/${draft.id}/unpublish`, { token: editor });
    expect((await outbox(api)).map((row) => row.target)).toEqual([{ pages: [expected] }, { pages: [expected] }]);
  });

  it("queues a live page's save with its former slug and the categories it left", async () => {
    await clear();
    const [first, second] = categories;
    const page = await create("outbox-before-rename", [first!.id]);
    const live = (await publish(page.id)).body;
    await clear();
    await api.call("PUT", `/admin/page/${page.id}`, {
      token: editor,
      body: { ...post("outbox-after-rename", [second!.id]), baseVersion: live.version },
    });
    expect((await outbox(api)).map((row) => row.target)).toEqual([
      {
        pages: [
          {
            slug: "outbox-after-rename",
            type: PageType.blog,
            categorySlugs: [first!.slug, second!.slug].sort(),
            formerSlugs: ["outbox-before-rename"],
          },
        ],
      },
    ]);
  });

  it("queues in the change's transaction: a change rolled back leaves no row, a scheduled publication leaves one", async () => {
    await clear();
    const page = await create("outbox-rolled-back");
    await expect(
      api.database.transaction(async (tx) => {
        await setPublished(tx, page.id, true, null, api.clock.now);
        expect(await tx.query("select 1 from revalidation_outbox")).toHaveLength(1);
        throw new Error("the change fails after queueing");
      }),
    ).rejects.toThrow("the change fails");
    expect(await outbox(api)).toEqual([]);
    expect((await api.call<AuthoredPage>("GET", `/admin/page/${page.id}`, { token: editor })).body.isActive).toBe(false);

    const scheduled = await create("outbox-scheduled");
    await api.call("POST", `/admin/page/${scheduled.id}/schedule`, { token: editor, body: { publishAt: api.clock.now + 60 } });
    expect(await outbox(api)).toEqual([]);
    await publishDuePages(api.database, api.clock.now + 60);
    expect((await outbox(api)).map((row) => row.target)).toEqual([
      { pages: [{ slug: "outbox-scheduled", type: PageType.blog, categorySlugs: [], formerSlugs: [] }] },
    ]);
  });
});

describe.each(backends)("revalidation worker on %s", (backend) => {
  let api: TestApi;
  let site: Awaited<ReturnType<typeof startWebhookReceiver>>;

  beforeAll(async () => {
    site = await startWebhookReceiver();
    api = await startTestApi(backend, { revalidation: { url: site.url, secret, ...timing } });
  });
  afterAll(async () => {
    await api?.close();
    await site?.down();
  });

  const received = (slug: string) =>
    site.received.filter((request) => (JSON.parse(request.body) as { pages?: { slug: string }[] }).pages?.[0]?.slug === slug);
  const queue = (slug: string) =>
    api.database.transaction((tx) => queueRevalidation(tx, { pages: [{ slug, type: PageType.blog, categorySlugs: ["growth"] }] }));

  it("retries while the site is down or answers 500, and forgets the row once the site acknowledged it", async () => {
    await queue("worker-down-then-up");
    // Down: nothing listens on the port.
    const refused = await eventually(async () => {
      const rows = await outbox(api);
      return rows[0] && rows[0].attempts >= 2 ? rows : undefined;
    }, "two refused attempts");
    expect(refused).toHaveLength(1);
    expect(refused[0]?.last_error).toBe("ECONNREFUSED");

    site.answer(500);
    await site.up();
    await eventually(() => received("worker-down-then-up").length >= 2, "two 500 answers");
    expect((await outbox(api))[0]?.last_error).toMatch(/^HTTP 500/);

    site.answer(200);
    await eventually(async () => (await outbox(api)).length === 0, "the acknowledgement");
    const requests = received("worker-down-then-up");
    expect(requests.filter((request) => request.answeredWith === 200)).toHaveLength(1);
    const last = requests.at(-1)!;
    expect(last.headers.authorization).toBe(`Bearer ${secret}`);
    expect(last.headers["content-type"]).toBe("application/json");
    expect(revalidationRequest.parse(JSON.parse(last.body))).toEqual({
      pages: [{ slug: "worker-down-then-up", type: PageType.blog, categorySlugs: ["growth"], formerSlugs: [] }],
    });
  });
});

describe("revalidation outbox shared by two API processes on postgres", () => {
  let api: TestApi;
  let site: Awaited<ReturnType<typeof startWebhookReceiver>>;

  beforeAll(async () => {
    site = await startWebhookReceiver();
    await site.up();
    api = await startTestApi("postgres", { revalidation: { url: site.url, secret, ...timing } });
  });
  afterAll(async () => {
    await api?.close();
    await site?.down();
  });

  const received = (slug: string) =>
    site.received.filter((request) => (JSON.parse(request.body) as { pages?: { slug: string }[] }).pages?.[0]?.slug === slug);
  const queue = (slug: string) =>
    api.database.transaction((tx) => queueRevalidation(tx, { pages: [{ slug, type: PageType.blog, categorySlugs: ["growth"] }] }));

  it("sends each change once while two API processes share the outbox", async () => {
    const second = await openPostgresDatabase(api.postgresUrl!);
    const worker = new RevalidationWorker(second, { url: site.url, secret, ...timing });
    worker.start();
    try {
      const slugs = Array.from({ length: 30 }, (_, index) => `shared-outbox-${index}`);
      for (const slug of slugs) await queue(slug);
      await eventually(async () => (await outbox(api)).length === 0, "every row acknowledged");
      for (const slug of slugs) expect(received(slug)).toHaveLength(1);
    } finally {
      await worker.stop();
      await second.close();
    }
  });
});

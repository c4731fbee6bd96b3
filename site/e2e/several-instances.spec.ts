// Two site instances of one build behind nginx, sharing Next's cache in the machine's Redis: a change
// published through the API and revalidated on instance A is what instance B (and the load balancer)
// serves next. Ports: the worker's stack ports 8 (API, instance A) and 9 (instance B, a private Redis),
// nginx on its stack port 90.
import { spawn } from "node:child_process";
import { expect } from "@playwright/test";
import { test } from "./fixtures";
import { createClient } from "@redis/client";
import { ClusterStack, clusterRevalidateSecret } from "./cluster-stack";
import { httpGet, httpRequest } from "./http-get";
import { stackApiPort, stackPort } from "./ports";

const stack = new ClusterStack({
  api: stackApiPort(8),
  a: stackPort(8),
  b: stackPort(9),
  nginx: Number(process.env.E2E_NGINX_PORT ?? stackPort(90)),
});
const host = "storyfront.com";

test.describe.configure({ mode: "serial" });
test.setTimeout(90_000);

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await stack.startApi();
  await Promise.all([stack.startSite("A", stack.ports.a), stack.startSite("B", stack.ports.b)]);
  await stack.startNginx();
});

test.afterAll(async () => {
  await stack.stopAll();
});

type Tag = {
  id: number;
  key: string;
  slug: string;
  order: number;
  sort: number;
  isActive: boolean;
  groupId: number | null;
  projectId: number | null;
  languages: { languageCode: string; name: string }[];
};

test("a change revalidated on instance A is served by instance B and through the load balancer", async () => {
  const { token } = await stack.api<{ token: string }>("POST", "/auth", undefined, {
    email: "admin@example.com",
    password: "Demo-Admin-2026",
  });
  const articles = await stack.api<{ slug: string; tags?: { id: number; name: string }[] }[]>(
    "GET",
    "/page?type=4&per-page=50&expand=tags",
  );
  const article = articles.find((page) => (page.tags ?? []).length > 0);
  if (!article?.tags?.[0]) throw new Error("the demo data has no blog article with a tag");
  const path = `/blog/${article.slug}`;
  const oldName = article.tags[0].name;

  // A renders the article and stores it in Redis; B has never rendered it and serves A's copy.
  const fromA = await httpGet(stack.ports.a, host, path);
  expect(fromA.status).toBe(200);
  expect(fromA.body).toContain(oldName);
  const fromB = await httpGet(stack.ports.b, host, path);
  expect(fromB.status).toBe(200);
  expect(fromB.headers["x-nextjs-cache"]).toBe("HIT");
  expect(fromB.body).toContain(oldName);

  // An editor renames the tag through the API; the cached article still shows the old name.
  const tag = await stack.api<Tag>("GET", `/admin/tag/${article.tags[0].id}`, token);
  const newName = `Renamed ${Date.now().toString(36)}`;
  const { id, ...body } = tag;
  await stack.api("PUT", `/admin/tag/${id}`, token, {
    ...body,
    languages: [{ languageCode: "en", name: newName }, ...tag.languages.filter((l) => l.languageCode !== "en")],
  });
  expect((await httpGet(stack.ports.b, host, path)).body).not.toContain(newName);

  // Publishing: the API (or an operator) asks instance A to revalidate the article.
  const revalidation = await httpRequest(stack.ports.a, host, "/api/revalidate", {
    method: "POST",
    headers: { authorization: `Bearer ${clusterRevalidateSecret}`, "content-type": "application/json" },
    body: JSON.stringify({ page: article.slug }),
  });
  expect(revalidation.status).toBe(200);

  // B serves the new name: it never heard of the revalidation, only the shared cache did.
  const started = Date.now();
  let reads = 0;
  await expect
    .poll(
      async () => {
        reads++;
        return (await httpGet(stack.ports.b, host, path)).body.includes(newName);
      },
      { timeout: 15_000, intervals: [100] },
    )
    .toBe(true);
  console.log(`instance B served the revalidated article ${Date.now() - started} ms after A's revalidation answered (${reads} reads)`);

  // Through the load balancer every answer has it, from both instances.
  const upstreams = new Set<string>();
  for (let read = 0; read < 4; read++) {
    const answer = await httpGet(stack.ports.nginx, host, path);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain(newName);
    expect(String(answer.headers.vary).toLowerCase()).toContain("host");
    upstreams.add(String(answer.headers["x-upstream"]));
  }
  expect(upstreams).toEqual(new Set([`127.0.0.1:${stack.ports.a}`, `127.0.0.1:${stack.ports.b}`]));
});

test("an instance whose Redis goes away keeps serving pages from local caching", async () => {
  const redisPort = stack.ports.api + 1;
  const redis = spawn(
    process.env.REDIS_SERVER_PATH ?? "redis-server",
    ["--port", String(redisPort), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: "ignore" },
  );
  try {
    await stack.stopSite("B");
    const b = await stack.startSite("B", stack.ports.b, `redis://127.0.0.1:${redisPort}`);
    for (const path of ["/", "/pricing"]) expect((await httpGet(b.port, host, path)).status, path).toBe(200);
    // B really caches in that Redis while it is up.
    const client = createClient({ url: `redis://127.0.0.1:${redisPort}` });
    await client.connect();
    await expect.poll(async () => (await client.keys(`${stack.redisKeyPrefix}*`)).length).toBeGreaterThan(0);
    client.destroy();

    redis.kill("SIGKILL");
    await new Promise((resolve) => redis.once("exit", resolve));
    // Pages it cached, and pages it never rendered, while Redis is unreachable.
    const started = Date.now();
    for (const path of ["/", "/pricing", "/faq", "/blog"]) {
      for (let visit = 0; visit < 2; visit++) expect((await httpGet(b.port, host, path)).status, `${path} without Redis`).toBe(200);
    }
    console.log(`without Redis: 8 answers (4 pages, 2 of them never rendered before) in ${Date.now() - started} ms, all 200`);
    expect(b.output()).toContain("Redis unreachable");
  } finally {
    if (redis.exitCode === null && redis.signalCode === null) redis.kill("SIGKILL");
  }
});

import { spawnSync } from "node:child_process";
import { expect, type Page } from "@playwright/test";
import { apiPort, sitePort } from "../playwright.config";
import { ApiPagesStack } from "./api-pages-stack";
import { test } from "./fixtures";
import { httpRequest } from "./http-get";

// Sign-ups and leads are limited per visitor address (issue 37). A stack of its own with a limit of 2 and an API that
// believes the site's X-Forwarded-For (as `npm start` does), so this file can use up its one address's places without
// touching the shared server. Plain HTTP and the browser both come from 127.0.0.1: the same visitor. Its API keeps
// its data in a fresh PostgreSQL database (the send limits hold on both backends; PostgreSQL starts faster).
const limit = 2;
const database = `storyfront_e2e_limits_${Date.now()}`;
const postgres = (command: string) => {
  const result = spawnSync("psql", ["-h", "127.0.0.1", "-U", "postgres", "-d", "postgres", "-c", command], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`psql failed: ${result.stderr}`);
};
let stack: ApiPagesStack;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  postgres(`create database ${database}`);
  stack = new ApiPagesStack(sitePort + 13, apiPort + 13, {
    DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${database}`,
    API_TRUST_PROXY: "loopback",
    SIGNUP_LIMIT_PER_ADDRESS: String(limit),
    LEAD_LIMIT_PER_ADDRESS: String(limit),
  });
  await stack.startApi();
  await stack.startSite();
});

// Each test loads two pages and makes several calls through both servers: more than the default 30 s on a busy machine.
test.beforeEach(() => test.setTimeout(90_000));

test.afterAll(async () => {
  await stack?.stopAll();
  postgres(`drop database if exists ${database} with (force)`);
});

/** A same-origin POST to the site's handler, as the page's own script sends it. */
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  httpRequest(stack.sitePort, "storyfront.com", path, {
    method: "POST",
    headers: { "content-type": "application/json", origin: `http://storyfront.com:${stack.sitePort}`, ...headers },
    body: JSON.stringify(body),
  });

const person = (email: string) => ({ firstName: "Rita", lastName: "Lane", email, companyName: "Acme", companyDomain: "acme.io" });
const unique = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

function expectRefused(answer: Awaited<ReturnType<typeof post>>, message: RegExp) {
  expect(answer.status).toBe(429);
  expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
  expect((JSON.parse(answer.body) as { message: string }).message).toMatch(message);
}

/** The form's refusal (Next's route announcer is an alert too, but never says this). */
const refusal = (page: Page) => page.getByRole("alert").filter({ hasText: "Too many" });

async function expectKept(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
}

test("sign-up: past the limit the site answers 429 with Retry-After, and the form says so and keeps what was typed", async ({ page }) => {
  for (let n = 0; n < limit; n++) expect((await post("/api/auth/signup", person(`${unique("limit")}@acme.io`))).status).toBe(202);
  expectRefused(
    await post("/api/auth/signup", person(`${unique("limit")}@acme.io`)),
    /^Too many sign-up requests from your address; try again in \d+ seconds$/,
  );

  await page.goto(stack.at("storyfront.com", "/signup"));
  const typed = { "First name": "Rita", "Last name": "Lane", "Work email": `${unique("form")}@acme.io`, "Company name": "Acme" };
  for (const [label, value] of Object.entries(typed)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByLabel("Company domain").fill("acme.io");
  await page.getByRole("button", { name: "Sign up", exact: true }).click();
  await expect(refusal(page)).toHaveText(
    /^Too many sign-up requests from your network or for this e-mail address\. Try again in \d+ minutes\.$/,
  );
  await expect(page.getByRole("heading", { name: "Check your e-mail" })).toHaveCount(0);
  await expectKept(page, typed);
});

test("leads: past the limit the site answers 429, and both lead forms say the request was not sent and keep it", async ({ page }) => {
  const lead = (email: string) => ({ kind: "demo", email, name: "Pat", page: "/sales" });
  for (let n = 0; n < limit; n++) {
    const stored = await post("/api/lead", lead(`${unique("lead")}@shop.io`), { "idempotency-key": unique("e2e-limit") });
    expect(stored.status).toBe(201);
  }
  expectRefused(
    await post("/api/lead", lead(`${unique("lead")}@shop.io`), { "idempotency-key": unique("e2e-limit") }),
    /^Too many requests from your address; try again in \d+ seconds$/,
  );
  const notSent = /^Too many requests were sent from your network, so this one was not sent\. Try again in \d+ minutes\.$/;

  await page.goto(stack.at("storyfront.com", "/sales"));
  const demo = { "Work e-mail": `${unique("demo")}@shop.io`, Name: "Pat Doe", Website: "shop.io" };
  await expect(page.getByRole("button", { name: "Request Demo" })).toBeEnabled();
  for (const [label, value] of Object.entries(demo)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole("button", { name: "Request Demo" }).click();
  await expect(refusal(page)).toHaveText(notSent);
  await expect(page.getByText(/^Thank you!/)).toHaveCount(0);
  await expectKept(page, demo);

  await page.goto(stack.at("storyfront.com", "/enterprise"));
  const enterprise = {
    "First name": "Kim",
    "Last name": "Lee",
    "Work email": `${unique("kim")}@shopwise.io`,
    "Product name": "Shopwise",
    "Product link": "https://shopwise.io",
  };
  await expect(page.getByRole("button", { name: "Contact the enterprise team" })).toBeEnabled();
  for (const [label, value] of Object.entries(enterprise)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole("checkbox", { name: /privacy policy/ }).check();
  await page.getByRole("button", { name: "Contact the enterprise team" }).click();
  await expect(refusal(page)).toHaveText(notSent);
  await expectKept(page, enterprise);
  await expect(page.getByRole("checkbox", { name: /privacy policy/ })).toBeChecked();
});

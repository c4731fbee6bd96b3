import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect } from "@playwright/test";
import { signInAs } from "./account-support";
import { ApiPagesStack } from "./api-pages-stack";
import { test } from "./fixtures";
import { seriousAxeViolations } from "./support";
import { stackApiPort, stackPort } from "./ports";

// A stack of its own whose API delivers leads to a receiver in this test, which refuses them (400) until told
// otherwise: the leads screen shows the refusal and sends the lead again. On localhost, a dev host, whose
// session cookies need no https.
let receiverStatus = 400;
const received: string[] = [];
let receiver: Server;
let stack: ApiPagesStack;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push(Buffer.concat(chunks).toString("utf8"));
      const text = receiverStatus === 400 ? "no such list" : "ok";
      response.writeHead(receiverStatus, { "content-type": "text/plain", connection: "close" }).end(text);
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/leads`;
  stack = new ApiPagesStack(stackPort(11), stackApiPort(11), {
    LEADS_WEBHOOK_URL: url,
    LEADS_WEBHOOK_SECRET: "e2e-leads-webhook-secret-0123",
  });
  await stack.startApi();
  await stack.startSite();
});

test.afterAll(async () => {
  await stack?.stopAll();
  receiver?.closeAllConnections();
  await new Promise((resolve) => receiver?.close(resolve));
});

test("a lead the webhook refused shows the refusal and is sent again from the leads screen", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(stack.at("localhost", "/sales"));
  const email = `resend-${Date.now()}@acme-stories.com`;
  const status = await page.evaluate(
    async (email) =>
      (
        await fetch("/api/lead", {
          method: "POST",
          headers: { "content-type": "application/json", "Idempotency-Key": `e2e-resend-${Date.now()}` },
          body: JSON.stringify({ kind: "demo", email, name: "Rita Resend", website: "acme-stories.com", page: "/sales" }),
        })
      ).status,
    email,
  );
  expect(status).toBe(201);
  await signInAs(page, "manager");

  const row = page.getByTestId("lead-row").filter({ hasText: email });
  await expect(async () => {
    await page.goto(stack.at("localhost", "/admin/leads"));
    await expect(row.getByTestId("lead-delivery")).toHaveText(/^Refused: .*400/, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(row.getByTestId("lead-delivery")).toContainText("400");
  expect(received.filter((body) => body.includes(email))).toHaveLength(1);
  expect(await seriousAxeViolations(page)).toEqual([]);

  receiverStatus = 200;
  await row.getByRole("button", { name: "Send again" }).click();
  // The API's answer replaces the row at once: pending again, with the last error beside it, and no button.
  await expect(row.getByTestId("lead-delivery")).toHaveText(/^Retrying/);
  await expect(row.getByTestId("lead-last-error")).toContainText("400");
  await expect(row.getByRole("button", { name: "Send again" })).toHaveCount(0);

  await expect(async () => {
    await page.reload();
    await expect(row.getByTestId("lead-delivery")).toHaveText("Delivered", { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  expect(received.filter((body) => body.includes(email))).toHaveLength(2);
});

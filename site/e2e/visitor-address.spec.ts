// The visitor's address (docs/security.md, "The visitor's address") through the site's real server and a real
// nginx, against a real API that believes the site (API_TRUST_PROXY=loopback, as under `npm start`). What the API
// saw shows in its answers: the sales mode of GET /sales-logic, and which sign-in attempts the login throttle
// counts as one address. Every client here is on loopback; a client of its own address binds one (127.0.0.3 …).
// Ports: the e2e ports + 20 (API, the site that trusts no proxy), + 21 (the site behind nginx), nginx on + 920.
import { expect } from "@playwright/test";
import { test } from "./fixtures";
import { ClusterStack } from "./cluster-stack";
import { httpRequest } from "./http-get";

const sitePort = Number(process.env.E2E_SITE_PORT ?? 3100);
const apiPort = Number(process.env.E2E_API_PORT ?? 4100);
const stack = new ClusterStack({ api: apiPort + 20, a: sitePort + 20, b: sitePort + 21, nginx: sitePort + 920 });
const host = "storyfront.com";
/** nginx connects to the site from an address of its own, the one the site behind it trusts. */
const nginxAddress = "127.0.0.2";

test.describe.configure({ mode: "serial" });
test.setTimeout(90_000);

test.beforeAll(async () => {
  test.setTimeout(420_000);
  await stack.startApi({ API_TRUST_PROXY: "loopback" });
  await Promise.all([
    stack.startSite("direct", stack.ports.a, undefined, { TRUSTED_PROXIES: "" }),
    stack.startSite("behind nginx", stack.ports.b, undefined, { TRUSTED_PROXIES: nginxAddress }),
  ]);
  await stack.startNginx({ upstreams: [stack.ports.b], bind: nginxAddress });
});

test.afterAll(async () => {
  await stack.stopAll();
});

/** A sign-in as the /login page sends it, with the X-Forwarded-For a client chose, from `from` (a loopback address). */
const signIn = (port: number, email: string, password: string, forwardedFor?: string, from = "127.0.0.1") =>
  httpRequest(port, host, "/api/auth", {
    method: "POST",
    headers: {
      origin: `http://${host}:${port}`,
      "content-type": "application/json",
      ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
    },
    body: JSON.stringify({ email, password }),
    localAddress: from,
  }).then((answer) => answer.status);

const salesMode = async (port: number, forwardedFor: string) => {
  const answer = await httpRequest(port, host, "/api/sales-logic", { headers: { "x-forwarded-for": forwardedFor } });
  expect(answer.status).toBe(200);
  return (JSON.parse(answer.body) as { behavior: { salesLogic: string } | null }).behavior?.salesLogic;
};

test("a client's own X-Forwarded-For and X-Real-IP never reach the API as its address", async () => {
  // 203.0.113.0/24 is the sales team's network in the demo settings; the connection is 127.0.0.1.
  expect(await salesMode(stack.ports.a, "203.0.113.7")).toBe("default");
  expect(await salesMode(stack.ports.nginx, "203.0.113.7")).toBe("default");
  const realIp = await httpRequest(stack.ports.a, host, "/api/sales-logic", { headers: { "x-real-ip": "203.0.113.7" } });
  expect(JSON.parse(realIp.body)).toEqual({ behavior: { salesLogic: "default" } });
});

test("the issue's attack: ten made-up addresses × five wrong passwords are five checks, and the owner still signs in", async () => {
  const owner = { email: "admin@example.com", password: "Demo-Admin-2026" };
  const answers: number[] = [];
  for (let n = 10; n <= 19; n++)
    for (let i = 1; i <= 5; i++) answers.push(await signIn(stack.ports.a, owner.email, `w${i}`, `198.51.100.${n}`));
  // The pair (account, 127.0.0.1) allows five failures; before, each made-up address was a pair of its own and all
  // fifty were checked, which filled the account's own limit (50) and locked the owner out everywhere.
  expect(answers.filter((status) => status === 401)).toHaveLength(5);
  expect(answers.filter((status) => status === 429)).toHaveLength(45);
  expect(await signIn(stack.ports.a, owner.email, owner.password, undefined, "127.0.0.5")).toBe(200);
});

test("behind nginx ($proxy_add_x_forwarded_for), the address nginx saw is the visitor's: forged entries are ignored", async () => {
  const email = "behind-nginx@example.com";
  // Five wrong passwords from 127.0.0.3, each with another forged entry: one pair, so the sixth is refused.
  for (let n = 1; n <= 5; n++) expect(await signIn(stack.ports.nginx, email, "wrong", `198.51.100.${n}`, "127.0.0.3")).toBe(401);
  expect(await signIn(stack.ports.nginx, email, "wrong", "198.51.100.99", "127.0.0.3")).toBe(429);
  // Another visitor of that nginx is another pair: the address is nginx's entry, not nginx's own connection.
  expect(await signIn(stack.ports.nginx, email, "wrong", "198.51.100.1", "127.0.0.4")).toBe(401);
});

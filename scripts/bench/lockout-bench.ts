// Lockout benchmark (issue 37): a botnet's spread guessing must neither get more password checks than the
// account-wide limit nor lock the owner out. Starts the API as `npm start` would (PGlite in a scratch directory,
// production scrypt cost, X-Forwarded-For believed from loopback so each guess can come from its own address), sends
// wrong passwords for the administrator from many addresses, then the administrator signs in at once from a known
// device and from a new device (reading the e-mailed code from the fake mailbox), and prints the figures.
// Usage: npm run bench:lockout -w scripts [-- --guesses 1000 --addresses 200 --concurrency 32]
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { startApi } from "./api-server";

const { values } = parseArgs({
  options: {
    guesses: { type: "string", default: "1000" },
    addresses: { type: "string", default: "200" },
    concurrency: { type: "string", default: "32" },
  },
});
const guesses = Number(values.guesses);
const addresses = Number(values.addresses);
const concurrency = Number(values.concurrency);
const admin = { email: "admin@example.com", password: "Demo-Admin-2026" };
/** The API's defaults (app-options.ts): 5 failures per pair, 10 × that per account, in 15 minutes. */
const accountLimit = 5 * 10;

type Answer = { status: number; body: Record<string, unknown> };

async function main() {
  const scratch = mkdtempSync(path.join(tmpdir(), "storyfront-lockout-bench-"));
  const mailDir = path.join(scratch, "mail");
  const api = await startApi({ API_DATA_DIR: path.join(scratch, "pglite"), API_TRUST_PROXY: "loopback", MAIL_DIR: mailDir });
  const signIn = async (address: string, body: Record<string, string>): Promise<Answer> => {
    const response = await fetch(`${api.url}/auth`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": address },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const newestCode = () => {
    const mails = readdirSync(mailDir)
      .filter((name) => name.endsWith(".json"))
      .sort()
      .map((name) => JSON.parse(readFileSync(path.join(mailDir, name), "utf8")) as { to: string; text: string });
    const text = mails.filter((mail) => mail.to === admin.email).at(-1)?.text ?? "";
    return /code is (\d{6})/.exec(text)?.[1];
  };
  try {
    // The administrator's own browser signed in before the attack: it holds a device token.
    const earlier = await signIn("192.0.2.1", admin);
    const device = String(earlier.body.device ?? "");
    if (earlier.status !== 200 || !device) throw new Error(`the first sign-in failed: ${earlier.status} ${JSON.stringify(earlier.body)}`);

    const statuses: Record<string, number> = {};
    const attackStart = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < guesses) {
          const n = next++;
          const answer = await signIn(`198.18.${Math.floor((n % addresses) / 250)}.${(n % addresses) % 250}`, {
            email: admin.email,
            password: `wrong-guess-${n}`,
          });
          const kind = answer.status === 200 && answer.body.emailCodeRequired ? "code asked (not checked)" : String(answer.status);
          statuses[kind] = (statuses[kind] ?? 0) + 1;
        }
      }),
    );
    const attackSeconds = (performance.now() - attackStart) / 1000;

    const knownStart = performance.now();
    const known = await signIn("203.0.113.10", { ...admin, device });
    const knownMs = performance.now() - knownStart;

    const newStart = performance.now();
    const asked = await signIn("203.0.113.11", admin);
    let code: string | undefined;
    for (let waited = 0; !code && waited < 60_000; waited += 50) {
      code = newestCode();
      if (!code) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const fresh = await signIn("203.0.113.11", { ...admin, emailCode: code ?? "" });
    const newMs = performance.now() - newStart;

    const checked = statuses["401"] ?? 0;
    const outcome = (answer: Answer) => `${answer.status} ${answer.body.token ? "signed in" : JSON.stringify(answer.body)}`;
    console.log(`${guesses} wrong passwords for ${admin.email} from ${addresses} addresses, ${concurrency} at a time:`);
    console.log(`  took ${attackSeconds.toFixed(1)} s; answers: ${JSON.stringify(statuses)}`);
    console.log(`  password-checked: ${checked} (account-wide limit ${accountLimit}) ${checked <= accountLimit ? "OK" : "TOO MANY"}`);
    console.log(`  e-mails to the administrator: ${readdirSync(mailDir).filter((name) => name.endsWith(".json")).length}`);
    console.log(`owner from the known device: ${outcome(known)} in ${knownMs.toFixed(0)} ms`);
    const step = asked.body.emailCodeRequired ? "asked for the e-mailed code" : JSON.stringify(asked.body);
    console.log(`owner from a new device: ${step}, then ${outcome(fresh)}; ${newMs.toFixed(0)} ms in all (code read from the mailbox)`);
    if (checked > accountLimit || !known.body.token || !fresh.body.token) process.exitCode = 1;
  } finally {
    await api.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

await main();

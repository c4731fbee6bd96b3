// The field data part of the speed benchmark on its own (field-data.ts): builds the site (unless told not to),
// starts it as `npm start` does with a fresh API, visits the page types in Chromium as a phone and prints what
// GET /admin/vitals then says. No lab figures here; `npm run bench:speed` prints them side by side.
//
//   npm run bench:field -w scripts [-- --skip-build --visits 3]
//
// Ports: BENCH_SITE_PORT (3070), BENCH_API_PORT (4070).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { parseArgs } from "node:util";
import { collectFieldData, printFieldData } from "./field-data";
import { startSite } from "./site-server";

const { values } = parseArgs({
  options: {
    "skip-build": { type: "boolean", default: false },
    visits: { type: "string", default: "3" },
  },
});
const visits = Number(values.visits);
const port = Number(process.env.BENCH_SITE_PORT ?? 3070);
const apiPort = Number(process.env.BENCH_API_PORT ?? 4070);

if (!values["skip-build"]) {
  console.log("Building the site…");
  const build = spawnSync("npm", ["run", "build", "-w", "site"], {
    cwd: path.resolve(import.meta.dirname, "../.."),
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// Every page view in the sample, whatever the environment says: the visits are few.
const site = await startSite({ port, apiPort, env: { VITALS_SAMPLE_RATE: "1" } });
try {
  printFieldData(await collectFieldData({ port, apiUrl: `http://127.0.0.1:${apiPort}`, visits }), visits);
} finally {
  await site.stop();
}

// `npm start`: open storage (migrating and seeding an empty database), listen, and stop cleanly on SIGTERM/SIGINT.
import { buildApi } from "./app";
import { readConfig } from "./config";
import { openDatabase } from "./db/open-database";
import { DataDirectoryInUse } from "./db/data-dir-lock";
import { prepareDatabase } from "./seed/prepare-database";

let config: ReturnType<typeof readConfig>;
let database: Awaited<ReturnType<typeof openDatabase>>;
try {
  config = readConfig();
  database = await openDatabase(config);
} catch (error) {
  // A setting or a data directory held by another process: one clear line and a failing exit code, no stack.
  if (error instanceof DataDirectoryInUse || (error instanceof Error && /^[A-Z_]+ must /.test(error.message))) {
    console.error(`API not started: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
const seeded = await prepareDatabase(database);
if (seeded) console.log("Empty database: loaded the demo data");
const app = await buildApi({
  database,
  corsOrigins: config.corsOrigins,
  trustProxy: config.trustProxy,
  previewSecret: config.previewSecret,
  vitalsSecret: config.vitalsSecret,
  leadWebhook: config.leadWebhook,
  revalidation: config.revalidation,
  mailDir: config.mailDir,
  siteBaseUrl: config.siteBaseUrl,
  siteBaseUrlRu: config.siteBaseUrlRu,
  signupResendSeconds: config.signupResendSeconds,
  requestTimeoutMs: config.requestTimeoutMs,
  headersTimeoutMs: config.headersTimeoutMs,
  signupLimits: config.signupLimits,
  leadLimits: config.leadLimits,
});
await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === "object" && address ? address.port : config.port;
console.log(`API listening on http://${config.host}:${port}`);
console.log(
  config.mailDir
    ? `E-mails go to the fake file mailbox in ${config.mailDir}`
    : "E-mails are only logged (fake mailbox; set MAIL_DIR to get files)",
);
if (!config.vitalsSecret) console.warn("Field data is off: POST /vitals answers 403 until VITALS_SECRET is set (the same on the site)");
console.log(
  config.revalidation
    ? `Publications refresh the site through ${config.revalidation.url}`
    : "Publications wait in the revalidation outbox until REVALIDATE_URL and REVALIDATE_SECRET are set",
);
if (config.leadWebhook) console.log(`Leads are also delivered to ${new URL(config.leadWebhook.url).origin} (signed)`);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping the API`);
  await app.close();
  await database.close();
  process.exit(0);
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));

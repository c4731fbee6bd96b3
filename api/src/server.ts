// `npm start`: open storage (migrating and seeding an empty database), listen, and stop cleanly on SIGTERM/SIGINT.
import { buildApi } from "./app";
import { readConfig } from "./config";
import { openDatabase } from "./db/open-database";
import { prepareDatabase } from "./seed/prepare-database";

const config = readConfig();
const database = await openDatabase(config);
const seeded = await prepareDatabase(database);
if (seeded) console.log("Empty database: loaded the demo data");
const app = await buildApi({ database, corsOrigins: config.corsOrigins, trustProxy: config.trustProxy });
await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === "object" && address ? address.port : config.port;
console.log(`API listening on http://${config.host}:${port}`);

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

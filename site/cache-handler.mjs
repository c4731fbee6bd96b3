// Next's ISR/data cache shared by every site instance through Redis (next.config.ts loads this file only
// when REDIS_URL is set; without it Next keeps its file-system cache). Library: DECISIONS.md.
//
// Handlers are tried in order for reads: Redis first; when Redis is unreachable (down, restarting, a
// network cut) its handler throws at once and the read falls through to this process's in-memory LRU,
// so pages keep answering from local caching instead of failing. Writes go to both, so the local copy
// is warm the moment Redis goes away. Revalidation deletes the tagged entries in Redis, so every other
// instance misses on its next read and renders the fresh page.
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import createLruHandler from "@fortedigital/nextjs-cache-handler/local-lru";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { createClient } from "@redis/client";

/** How long the first request waits for Redis before serving from local caching. */
const firstConnectWaitMs = 1_000;
/** A Redis command slower than this counts as Redis being down for that read or write. */
const commandTimeoutMs = 500;

/** One client per process, however many module instances Next creates. */
const shared = Symbol.for("storyfront.cacheHandler");

function connectRedis(url) {
  const client = createClient({
    url,
    // Fail commands at once while disconnected instead of queueing them behind a dead socket.
    disableOfflineQueue: true,
    socket: { connectTimeout: commandTimeoutMs * 2, reconnectStrategy: (retries) => Math.min(100 * (retries + 1), 2_000) },
  });
  let down = false;
  client.on("error", (error) => {
    // Reconnection errors repeat every retry; say it once per outage.
    if (down) return;
    down = true;
    console.error(
      `Shared cache: Redis unreachable (${error?.code ?? error?.message ?? error}); serving from local caching until it is back`,
    );
  });
  client.on("ready", () => {
    if (down) console.info("Shared cache: Redis is back");
    down = false;
  });
  // connect() keeps retrying while Redis is down and settles only once connected; never wait on it.
  client.connect().catch(() => {});
  return client;
}

function whenReady(client, timeoutMs) {
  if (client.isReady) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    client.once("ready", () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

async function createConfig(buildId) {
  const client = connectRedis(process.env.REDIS_URL);
  await whenReady(client, firstConnectWaitMs);
  // Entries of another build reference other JavaScript chunks: one key space per build.
  const keyPrefix = `${process.env.REDIS_KEY_PREFIX || "storyfront:"}${buildId ?? "dev"}:`;
  return {
    handlers: [createRedisHandler({ client, keyPrefix, timeoutMs: commandTimeoutMs }), createLruHandler()],
  };
}

CacheHandler.onCreation(({ buildId }) => {
  // A build (should REDIS_URL be set there) renders into its own output, not into the running site's cache.
  if (process.env.NEXT_PHASE === "phase-production-build") return { handlers: [createLruHandler()] };
  globalThis[shared] ??= createConfig(buildId);
  return globalThis[shared];
});

export default CacheHandler;

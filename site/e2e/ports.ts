// Ports for the servers a spec starts of its own (a site, an API, nginx, next dev), unique per Playwright
// worker: specs in two workers run side by side, so each worker gets a block of its own, above the ports
// `sitePort + N` / `apiPort + N` (N < 200) that a spec may still take by hand. `sitePort` and `apiPort`
// themselves stay the one shared server's (playwright.config.ts).
import { sitePort } from "../playwright.config";

/** The worker's slot among the workers running at the same time (0 … workers - 1; 0 outside a worker). */
const workerSlot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const perKind = 100;
const blockStart = sitePort + 2 * perKind + workerSlot * 2 * perKind;

function inBlock(n: number, offset: number): number {
  if (!Number.isInteger(n) || n < 0 || n >= perKind) throw new Error(`stack port number ${n} is outside 0 … ${perKind - 1}`);
  return blockStart + offset + n;
}

/** The port of this worker's site server number `n` (0 … 99; a spec keeps a number of its own). */
export const stackPort = (n: number) => inBlock(n, 0);
/** The port of this worker's API number `n` (0 … 99), apart from the site ports. */
export const stackApiPort = (n: number) => inBlock(n, perKind);

// Media upload benchmark (issue 39): how long an editor waits from sending a ~5 MB photo until the API has stored it
// with all five webp variants (the 201 answers only then). Starts the API as `npm start` would (PGlite in a scratch
// directory), signs in as the demo administrator, uploads N different noise JPEGs (noise, so they stay ~5 MB and no
// two are the same bytes, which would answer the stored item at once) through real HTTP, and prints p50/p90. The
// reference, measured in the same run on the same files: sharp decoding the JPEG alone, once per file.
// Usage: npm run bench:media -w scripts [-- --uploads 8]
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { startApi } from "./api-server";
import { median, percentile } from "./median";

const { values } = parseArgs({ options: { uploads: { type: "string", default: "8" } } });
const uploads = Number(values.uploads);
const admin = { email: "admin@example.com", password: "Demo-Admin-2026" };

/** A 12-megapixel camera-sized JPEG of noise: about 5 MB. */
const photo = () =>
  sharp({ create: { width: 4000, height: 3000, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma: 28 } } })
    .jpeg({ quality: 85 })
    .toBuffer();

const ms = (value: number) => `${value.toFixed(0)} ms`;

async function main() {
  console.log(`Making ${uploads} JPEGs…`);
  const files = await Promise.all(Array.from({ length: uploads }, photo));
  const scratch = mkdtempSync(path.join(tmpdir(), "storyfront-media-bench-"));
  const api = await startApi({ API_DATA_DIR: path.join(scratch, "pglite") });
  try {
    const signIn = await fetch(`${api.url}/auth`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(admin),
    });
    const { token } = (await signIn.json()) as { token: string };
    if (!token) throw new Error(`sign-in failed: ${signIn.status}`);

    const uploadTimes: number[] = [];
    const decodeTimes: number[] = [];
    for (const [index, bytes] of files.entries()) {
      const started = performance.now();
      const answer = await fetch(`${api.url}/admin/media?${new URLSearchParams({ name: `bench-${index}.jpg`, alt: "Benchmark noise" })}`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "image/jpeg" },
        body: new Uint8Array(bytes),
      });
      const body = (await answer.json()) as { variantSizes?: Record<string, { width: number }> };
      const elapsed = performance.now() - started;
      if (answer.status !== 201) throw new Error(`upload ${index} answered ${answer.status}: ${JSON.stringify(body)}`);
      uploadTimes.push(elapsed);
      // The reference: the same file decoded by sharp alone in this process.
      const decodeStart = performance.now();
      await sharp(bytes).raw().toBuffer();
      decodeTimes.push(performance.now() - decodeStart);
      const widths = Object.entries(body.variantSizes ?? {}).map(([name, size]) => `${name} ${size.width}`);
      console.log(`  ${index + 1}/${uploads}: ${(bytes.length / 1024 / 1024).toFixed(2)} MB → ${ms(elapsed)} (${widths.join(", ")})`);
    }
    const decode = median(decodeTimes);
    console.log(`\nUpload of a ~5 MB JPEG until all variants are stored (real HTTP, PGlite), ${uploads} uploads:`);
    console.log(`  p50 ${ms(percentile(uploadTimes, 50))}   p90 ${ms(percentile(uploadTimes, 90))}   max ${ms(Math.max(...uploadTimes))}`);
    console.log(`Reference, same run: sharp decoding the same JPEG alone, median ${ms(decode)}`);
    const ratio = (p: number) => `${(percentile(uploadTimes, p) / decode).toFixed(1)}×`;
    console.log(`  ratio upload/decode: p50 ${ratio(50)}, p90 ${ratio(90)}`);
    console.log(
      `Load average (1, 5, 15 min): ${loadavg()
        .map((load) => load.toFixed(1))
        .join(", ")}`,
    );
  } finally {
    await api.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

await main();

// `npm run studio` serves a Studio that writes files and runs git: its next dev and its API must not be reachable
// from any other interface of this machine, whatever Host and Origin a client sends. A real start.ts --studio,
// real TCP connections: to loopback they are taken, to this machine's network addresses refused.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const sitePort = 34910;
const apiPort = 34911;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "storyfront-studio-binding-"));
const distDir = ".next-studio-binding-test";

/** Whether a TCP connection to host:port is accepted (false when refused). */
const accepts = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host, port, timeout: 5000 });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
  });

async function until(done: () => Promise<boolean>, ms: number) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`not listening within ${ms} ms`);
}

/** This machine's addresses on interfaces other than loopback (link-local IPv6 needs a zone: left out). */
const networkAddresses = Object.values(os.networkInterfaces())
  .flat()
  .filter((entry) => entry !== undefined && !entry.internal && !entry.address.startsWith("fe80:"))
  .map((entry) => entry!.address);

let studio: ChildProcess;

beforeAll(async () => {
  studio = spawn(process.execPath, ["--import", "tsx", "scripts/src/start.ts", "--studio"], {
    cwd: root,
    env: { ...process.env, PORT: String(sitePort), API_PORT: String(apiPort), API_DATA_DIR: dataDir, NEXT_DIST_DIR: distDir },
    stdio: "ignore",
  });
  // A first start opens a new PGlite database: minutes on a loaded machine.
  await until(() => accepts("127.0.0.1", apiPort), 600_000);
  await until(() => accepts("127.0.0.1", sitePort), 120_000);
}, 750_000);

afterAll(async () => {
  if (studio.exitCode === null && studio.signalCode === null) {
    const exited = new Promise((resolve) => studio.once("exit", resolve));
    studio.kill("SIGTERM");
    await exited;
  }
  // The children get SIGTERM as start.ts stops; wait until they have let go of their ports.
  await until(async () => !(await accepts("127.0.0.1", sitePort)) && !(await accepts("127.0.0.1", apiPort)), 30_000);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(path.join(root, "site", distDir), { recursive: true, force: true });
}, 60_000);

describe("npm run studio", () => {
  it("has a network address to try from (this machine's interfaces)", () => {
    expect(networkAddresses.length).toBeGreaterThan(0);
  });

  it("serves the Studio and its API on loopback", async () => {
    expect(await accepts("127.0.0.1", sitePort)).toBe(true);
    expect(await accepts("127.0.0.1", apiPort)).toBe(true);
  });

  it("refuses connections to the Studio and its API on every other address of this machine", async () => {
    for (const address of networkAddresses) {
      expect({ address, port: sitePort, accepted: await accepts(address, sitePort) }).toEqual({ address, port: sitePort, accepted: false });
      expect({ address, port: apiPort, accepted: await accepts(address, apiPort) }).toEqual({ address, port: apiPort, accepted: false });
    }
  });
});

// Preview and production servers of the suite's build over a fixture content branch, for preview.spec.ts.
// Each gets its own copy of the build without runtime caches, so pages rendered here never reach the
// suite's own server (and the other way round).
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import { siteServerArgs } from "./child-processes";

const siteDir = path.join(import.meta.dirname, "..");
/** Branch variables of hosts and CI: a test server must not mistake the CI run for a preview. */
const hostVariables = [
  "VERCEL_ENV",
  "VERCEL_GIT_COMMIT_REF",
  "CONTEXT",
  "HEAD",
  "BRANCH",
  "CF_PAGES",
  "CF_PAGES_BRANCH",
  "GITHUB_ACTIONS",
  "GITHUB_HEAD_REF",
  "GITHUB_REF_NAME",
  "SITE_PREVIEW",
  "SITE_PREVIEW_BRANCH",
  "SITE_PREVIEW_BASE",
  "SITE_PREVIEW_COMMIT",
];

export interface TestServer {
  port: number;
  stop: () => void;
}

async function answering(url: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { redirect: "manual" });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
  throw new Error(`${url} did not answer`);
}

export async function startSite(name: string, port: number, apiPort: number, env: Record<string, string>): Promise<TestServer> {
  const build = process.env.NEXT_DIST_DIR || ".next";
  const copy = `.next-e2e-${name}-${port}`;
  rmSync(path.join(siteDir, copy), { recursive: true, force: true });
  cpSync(path.join(siteDir, build), path.join(siteDir, copy), {
    recursive: true,
    filter: (source) => !/[\\/](route-cache|fetch-cache|preview-changes\.json)$/.test(source),
  });
  const base = Object.fromEntries(Object.entries(process.env).filter(([key]) => !hostVariables.includes(key)));
  const child: ChildProcess = spawn(process.execPath, siteServerArgs(port), {
    cwd: siteDir,
    detached: true,
    stdio: "ignore",
    env: {
      ...(base as NodeJS.ProcessEnv),
      PORT: String(port),
      NEXT_DIST_DIR: copy,
      API_BASE_URL: `http://localhost:${apiPort}`,
      SSR_API_BASE_URL: `http://127.0.0.1:${apiPort}`,
      NEXT_TELEMETRY_DISABLED: "1",
      ...env,
    },
  });
  await answering(`http://localhost:${port}/`);
  return {
    port,
    stop: () => {
      if (child.pid) process.kill(-child.pid, "SIGTERM");
      rmSync(path.join(siteDir, copy), { recursive: true, force: true });
    },
  };
}

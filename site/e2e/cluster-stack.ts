// Several site instances as in production: one API, two site servers (src/server/main.ts) of the one build
// sharing Next's cache in Redis, and Debian's nginx in front as the load balancer. Every process is a child of
// the test, started on its own ports and stopped by its handle; Redis keys live under a prefix of this
// run only and are deleted at the end.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createClient } from "@redis/client";
import { httpGet } from "./http-get";
import { siteServerArgs, stop, waitFor } from "./child-processes";

const root = path.resolve(import.meta.dirname, "../..");

export const clusterRevalidateSecret = "e2e-cluster-revalidate-secret";

/** Output of a child kept for the failure message, so a crash says why. */
function capture(child: ChildProcess): () => string {
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  return () => output;
}

export type Instance = { name: string; port: number; process: ChildProcess; output: () => string };

export class ClusterStack {
  readonly tempDir = mkdtempSync(path.join(os.tmpdir(), "storyfront-cluster-"));
  readonly redisUrl = process.env.E2E_REDIS_URL ?? "redis://127.0.0.1:6379";
  /** One key space per run, so parallel runs on one Redis never see each other's pages. */
  readonly redisKeyPrefix = `storyfront-e2e-${process.pid}-${Date.now()}:`;
  private apiProcess?: ChildProcess;
  private nginx?: ChildProcess;
  private readonly instances = new Map<string, Instance>();

  constructor(readonly ports: { api: number; a: number; b: number; nginx: number }) {}

  /** One of the API's own calls, as an editor publishing a change makes them; any answer but 2xx throws with its text. */
  async api<T>(method: string, path: string, token?: string, body?: unknown): Promise<T> {
    const response = await fetch(`http://127.0.0.1:${this.ports.api}${path}`, {
      method,
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  }

  async startApi(env: Record<string, string> = {}) {
    this.apiProcess = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
      cwd: path.join(root, "api"),
      env: { ...process.env, API_PORT: String(this.ports.api), API_DATA_DIR: path.join(this.tempDir, "api-data"), ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const output = capture(this.apiProcess);
    try {
      // Loading the demo data into a new database takes a minute and more on a machine busy with other suites.
      await waitFor(`http://127.0.0.1:${this.ports.api}/health`, 240_000);
    } catch (error) {
      throw new Error(`API: ${(error as Error).message}\n${output()}`);
    }
  }

  /** A site server of the build the suite tests (NEXT_DIST_DIR), with its cache in `redisUrl` and `env` on top. */
  async startSite(name: string, port: number, redisUrl = this.redisUrl, env: Record<string, string> = {}) {
    const child = spawn(process.execPath, siteServerArgs(port), {
      cwd: path.join(root, "site"),
      env: {
        ...process.env,
        PORT: String(port),
        API_BASE_URL: `http://localhost:${this.ports.api}`,
        SSR_API_BASE_URL: `http://127.0.0.1:${this.ports.api}`,
        REVALIDATE_SECRET: clusterRevalidateSecret,
        REDIS_URL: redisUrl,
        REDIS_KEY_PREFIX: this.redisKeyPrefix,
        NEXT_TELEMETRY_DISABLED: "1",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const instance: Instance = { name, port, process: child, output: capture(child) };
    this.instances.set(name, instance);
    try {
      await waitFor(`http://localhost:${port}/`, 90_000);
    } catch (error) {
      throw new Error(`instance ${name}: ${(error as Error).message}\n${instance.output()}`);
    }
    return instance;
  }

  async stopSite(name: string) {
    await stop(this.instances.get(name)?.process);
    this.instances.delete(name);
  }

  /**
   * Debian's nginx as a plain process with a config of its own: round robin over the two instances (or the ports
   * given), connecting to them from `bind` when given (proxy_bind, a loopback address of its own such as 127.0.0.2).
   */
  async startNginx({ upstreams = [this.ports.a, this.ports.b], bind }: { upstreams?: number[]; bind?: string } = {}) {
    const dir = this.tempDir;
    const conf = path.join(dir, "nginx.conf");
    writeFileSync(
      conf,
      `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream site {
${upstreams.map((port) => `    server 127.0.0.1:${port};`).join("\n")}
  }
  server {
    listen 127.0.0.1:${this.ports.nginx};
    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;${bind ? `\n      proxy_bind ${bind};` : ""}
      # Run as root, nginx's workers could not write temp files under this private folder: keep answers in memory.
      proxy_max_temp_file_size 0;
      # One path answers differently per host: caches behind this that key on the path alone must vary on it.
      add_header Vary Host always;
      # Which instance answered, so a test can see the balancing.
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`,
    );
    const nginx = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
    this.nginx = spawn(nginx, ["-p", dir, "-e", path.join(dir, "nginx-error.log"), "-c", conf, "-g", "daemon off;"], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    const output = capture(this.nginx);
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      if (this.nginx.exitCode !== null) throw new Error(`nginx stopped: ${output()}`);
      try {
        await httpGet(this.ports.nginx, "storyfront.com", "/robots.txt");
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    throw new Error(`nginx did not listen on ${this.ports.nginx}: ${output()}`);
  }

  /** Every key this run wrote, so a run leaves the shared Redis as it found it. */
  async deleteRedisKeys() {
    const client = createClient({ url: this.redisUrl });
    client.on("error", () => {});
    await client.connect();
    try {
      for await (const keys of client.scanIterator({ MATCH: `${this.redisKeyPrefix}*`, COUNT: 500 })) {
        if (keys.length > 0) await client.unlink(keys);
      }
    } finally {
      client.destroy();
    }
  }

  async stopAll() {
    await Promise.all([stop(this.nginx), stop(this.apiProcess), ...[...this.instances.values()].map((instance) => stop(instance.process))]);
    await this.deleteRedisKeys().catch((error: unknown) => console.error("could not delete the run's Redis keys", error));
    rmSync(this.tempDir, { recursive: true, force: true });
  }
}

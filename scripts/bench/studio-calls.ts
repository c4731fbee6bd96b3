// The online Studio's calls as its page makes them, for the content-branch benchmarks: plain HTTP to the Studio's
// host (Node cannot resolve studio.localhost for fetch), same origin, the session cookie, the branch it edits.
import { httpRequest } from "../../site/e2e/http-get";

const studio = "studio.localhost";

/** The online Studio's calls as its page makes them: same origin, the session cookie, the branch it edits. */
export class Marketer {
  private readonly cookies = new Map<string, string>();
  constructor(private readonly port: number) {}
  async call(method: string, path: string, body?: unknown, branch?: string) {
    const answer = await httpRequest(this.port, studio, path, {
      method,
      headers: {
        origin: `http://${studio}:${this.port}`,
        "sec-fetch-site": "same-origin",
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(branch ? { "x-studio-branch": branch } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of answer.headers["set-cookie"] ?? []) {
      const [pair = ""] = cookie.split(";");
      const at = pair.indexOf("=");
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    if (answer.status >= 300) throw new Error(`${method} ${path} answered ${answer.status}: ${answer.body.slice(0, 300)}`);
    return JSON.parse(answer.body || "null") as Record<string, unknown>;
  }
  signIn = (email: string, password: string) => this.call("POST", "/api/auth", { email, password });
  createBranch = async (name: string) => String((await this.call("POST", "/api/studio/branches", { action: "create", name })).branch);
  async saveSubtitle(branch: string, file: string, subtitle: string) {
    const opened = await this.call("GET", `/api/studio/document?file=${encodeURIComponent(file)}`, undefined, branch);
    const data = JSON.parse(String(opened.text)) as { blocks: { subtitle?: string }[] };
    data.blocks[0]!.subtitle = subtitle;
    await this.call("POST", "/api/studio/save", { file, data, hash: opened.hash }, branch);
  }
  merge = (branch: string) => this.call("POST", "/api/studio/branches", { action: "merge", branch });
}

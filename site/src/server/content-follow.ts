// When content comes from git, production follows main without a build: this server asks its own
// POST /api/content/sync every CONTENT_POLL_MS (default 5 s; a git host's webhook can announce a push sooner), so a
// merge made on another instance is served here within seconds. One call at a time; none while content comes from
// the folder.
import { request } from "node:http";

export function followContentMain(port: number): void {
  if (process.env.CONTENT_SOURCE !== "git" && !process.env.CONTENT_REMOTE) return;
  const every = Number(process.env.CONTENT_POLL_MS ?? 5000);
  // Any host of the allow-list reaches the route; the brand's own is on it in every deployment.
  const host = `${(process.env.SITE_BRAND || "storyfront").toLowerCase()}.com`;
  const sync = () =>
    new Promise<void>((done) => {
      const call = request(
        {
          host: "127.0.0.1",
          port,
          path: "/api/content/sync",
          method: "POST",
          headers: { host, authorization: `Bearer ${process.env.CONTENT_WEBHOOK_SECRET}` },
        },
        (answer) => {
          let text = "";
          answer.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
          answer.on("end", () => {
            if (answer.statusCode !== 200 && answer.statusCode !== 409)
              console.error(`Content sync answered ${answer.statusCode}: ${text.slice(0, 300)}`);
            done();
          });
        },
      );
      call.on("error", () => done());
      call.end();
    });
  const loop = async () => {
    await sync();
    setTimeout(() => void loop(), every).unref();
  };
  void loop();
}

// Node-only (runs git): a git command that talks to the team's remote, and its failures without the URL's credentials.
import { gitBytesAsync } from "./git";

/** The remote could not be reached or refused us; the message has no credentials. */
export class RemoteError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RemoteError";
  }
}

/** `https://user:secret@host/…` → `https://***@host/…`, wherever a URL appears in a text. */
export const redactCredentials = (text: string): string => text.replace(/\/\/[^/@\s]+@/g, "//***@");

/** Each repository's last remote call in this process, settled or not: the next one starts after it. */
const calls = new Map<string, Promise<unknown>>();

/**
 * A git command that talks to the remote. It never waits on a terminal prompt (a server has nobody to answer it;
 * GIT_ASKPASS and GIT_SSH_COMMAND from the environment still apply); a failure comes back as redacted text. One call
 * per repository at a time: a fetch rewrites every remote-tracking ref, so beside a push (which updates its branch's)
 * one of them would fail on git's ref lock ("cannot lock ref").
 */
export function reachRemote(cwd: string, args: readonly string[]): Promise<{ ok: true } | { ok: false; stdout: string; error: string }> {
  const turn = (calls.get(cwd) ?? Promise.resolve()).then(() => callRemote(cwd, args));
  const settled = turn.catch(() => undefined);
  calls.set(cwd, settled);
  void settled.then(() => {
    if (calls.get(cwd) === settled) calls.delete(cwd);
  });
  return turn;
}

async function callRemote(cwd: string, args: readonly string[]): Promise<{ ok: true } | { ok: false; stdout: string; error: string }> {
  try {
    await gitBytesAsync(cwd, args, { env: { ...process.env, GIT_TERMINAL_PROMPT: "0" } });
    return { ok: true };
  } catch (error) {
    const failure = error as { stdout?: Buffer; stderr?: Buffer; message?: string };
    const text = failure.stderr?.toString("utf8").trim() || failure.message || "git failed";
    return { ok: false, stdout: failure.stdout?.toString("utf8") ?? "", error: redactCredentials(text) };
  }
}

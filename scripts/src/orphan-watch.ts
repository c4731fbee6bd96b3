// start.ts runs the API and the site (next dev for `npm run studio`) as its children. When start.ts itself dies
// without a word (SIGKILL, the OOM killer), its exit handler never runs and they keep running, orphaned, holding
// their ports: the next `npm run studio` then fails. So each child gets a small watcher, a process of its own
// (detached, so killing start.ts's group does not take it too), which stops the child once start.ts is gone.
import { spawn } from "node:child_process";

// Plain JavaScript for `node -e`: no loader, a few MB. Checks every second; signal 0 tests without signalling,
// and EPERM means the process runs as another user.
const watcher = `
const [parent, child] = process.argv.slice(1).map(Number);
const running = (pid) => { try { process.kill(pid, 0); return true; } catch (e) { return e.code === "EPERM"; } };
const timer = setInterval(() => {
  if (!running(child)) process.exit(0);
  if (running(parent)) return;
  clearInterval(timer);
  try { process.kill(child, "SIGTERM"); } catch {}
  setTimeout(() => { try { process.kill(child, "SIGKILL"); } catch {} process.exit(0); }, 10000);
}, 1000);
`;

/** Stops `childPid` (SIGTERM, SIGKILL 10 s later) once `parentPid` has stopped running; ends with the child. */
export function stopChildWithParent(childPid: number, parentPid: number = process.pid): void {
  spawn(process.execPath, ["-e", watcher, String(parentPid), String(childPid)], { detached: true, stdio: "ignore" }).unref();
}

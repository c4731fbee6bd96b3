// The Studio starts preview:diff in a process group of its own (so that "Stop" reaches its builds, servers and
// browser), which also means nothing stops it when the Studio dies without a word (SIGKILL, a crash): the Studio's
// exit handler never runs. So the diff watches the Studio's pid and stops itself, as on Ctrl-C, once it is gone.

/** Whether a process with this pid still runs (signal 0 checks without signalling; EPERM means it runs as another user). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Calls `onGone` once `pid` has stopped running; checks every `everyMs` without keeping the process alive. */
export function stopWith(pid: number, onGone: () => void, everyMs = 2000): () => void {
  const timer = setInterval(() => {
    if (isRunning(pid)) return;
    clearInterval(timer);
    onGone();
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

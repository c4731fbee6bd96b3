/**
 * Runs `task` once the browser has nothing more urgent to do (after hydration, typically), and within
 * `timeout` ms at the latest; returns a cancel function. Safari has no requestIdleCallback: a timer then.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 1);
  return () => window.clearTimeout(id);
}

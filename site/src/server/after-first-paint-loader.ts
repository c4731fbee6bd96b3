/**
 * Runs in the browser, inline where Next's bootstrap script stood: adds Next's chunk scripts to the page once
 * its first content has been painted. Until then nothing competes with the first paint for the main thread or
 * the network: the async scripts React writes into <head> used to arrive, compile and hydrate before the page
 * had shown anything on a slow phone (and in Lighthouse's simulation, whose LCP then counted every script).
 *
 * The paint timing entry appears once the first frame with content has been presented; it is looked for on each
 * animation frame (a PerformanceObserver hears of it in a low-priority task, in tests often after the load
 * event). Loads at once where there is no paint to protect (a hidden tab, a prerender) or no way to see it (a
 * browser without paint timing), and at the latest after `latestMs`. Each script is added in a task of its own:
 * starting a script's request takes the browser a few milliseconds, ten of them in one go made a long task.
 *
 * Serialised with Function.prototype.toString, white space collapsed: it must not use anything from its module,
 * nor hold a line comment or a string with two spaces in a row.
 */
export function loadAfterFirstPaint(sources: string[], latestMs: number) {
  let started = false;
  const load = () => {
    if (started) return;
    started = true;
    for (const source of sources) {
      setTimeout(() => {
        const script = document.createElement("script");
        script.src = source;
        script.async = true;
        document.head.appendChild(script);
      });
    }
  };
  const painted = () => performance.getEntriesByName("first-contentful-paint").length > 0;
  const paintTiming = typeof PerformanceObserver === "function" && (PerformanceObserver.supportedEntryTypes || []).includes("paint");
  if (!paintTiming || document.visibilityState !== "visible" || painted()) {
    load();
    return;
  }
  const lookEachFrame = () => (painted() ? load() : started || requestAnimationFrame(lookEachFrame));
  requestAnimationFrame(lookEachFrame);
  document.addEventListener("visibilitychange", load, { once: true });
  setTimeout(load, latestMs);
}

/** Scripts wait at most this long for the first paint (a browser whose paint timing never reports). */
const latestMs = 3000;

/** The inline script that loads `sources` after the first paint. */
export function afterFirstPaintScript(sources: readonly string[]): string {
  // `<` never appears in a chunk URL; escaped anyway, so no source could close the script element.
  const list = JSON.stringify(sources).replace(/</g, "\\u003c");
  return `<script>(${loadAfterFirstPaint.toString().replace(/\s+/g, " ")})(${list},${latestMs})</script>`;
}

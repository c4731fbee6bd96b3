// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { afterFirstPaintScript } from "./after-first-paint-loader";

const sources = ["/_next/static/chunks/react.js", "/_next/static/chunks/boot.js"];

/** Runs the inline script the way a browser would: its text, in the page's global scope. */
function runInlineScript(tag: string) {
  const code = /^<script>([\s\S]*)<\/script>$/.exec(tag)?.[1];
  if (!code) throw new Error(`not an inline script: ${tag}`);
  new Function(code)();
}

/** A visible page in a browser with paint timing, whose first contentful paint is reported once `painted()`. */
function paintingBrowser(painted: () => boolean) {
  vi.spyOn(document, "visibilityState", "get").mockReturnValue("visible");
  vi.stubGlobal("PerformanceObserver", Object.assign(function PerformanceObserver() {}, { supportedEntryTypes: ["paint"] }));
  vi.spyOn(performance, "getEntriesByName").mockImplementation((name) => (painted() && name === "first-contentful-paint" ? [{} as PerformanceEntry] : []));
}

const addedScripts = () => [...document.head.querySelectorAll("script")].map((script) => script.getAttribute("src"));

afterEach(() => {
  document.head.innerHTML = "";
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the after-first-paint loader", () => {
  it("loads every chunk, in order, at once in a browser that cannot report paints", () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    runInlineScript(afterFirstPaintScript(sources));
    vi.advanceTimersByTime(1);
    expect(addedScripts()).toEqual(sources);
    for (const script of document.head.querySelectorAll("script")) expect((script as HTMLScriptElement).async).toBe(true);
  });

  it("waits for the first contentful paint, then loads on the next animation frame", () => {
    const frames: FrameRequestCallback[] = [];
    let painted = false;
    paintingBrowser(() => painted);
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));

    runInlineScript(afterFirstPaintScript(sources));
    frames.shift()!(0);
    frames.shift()!(16);
    vi.advanceTimersByTime(1);
    expect(addedScripts()).toEqual([]);

    painted = true;
    frames.shift()!(32);
    vi.advanceTimersByTime(1);
    expect(addedScripts()).toEqual(sources);
    vi.advanceTimersByTime(10_000);
    expect(addedScripts(), "loaded once").toEqual(sources);
    expect(frames).toEqual([]);
  });

  it("loads after three seconds at the latest", () => {
    paintingBrowser(() => false);
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    vi.stubGlobal("requestAnimationFrame", () => 0);
    runInlineScript(afterFirstPaintScript(sources));
    vi.advanceTimersByTime(2999);
    expect(addedScripts()).toEqual([]);
    vi.advanceTimersByTime(2);
    expect(addedScripts()).toEqual(sources);
  });

  it("keeps a source that tries to close the script element inside it", () => {
    expect(afterFirstPaintScript(["/x.js</script><script>alert(1)//"])).not.toContain("</script><script>alert");
  });
});

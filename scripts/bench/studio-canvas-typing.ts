// A keystroke typed on the Studio's canvas (in a text of a block, inside Puck's frame), timed inside the page as the
// field keystroke of studio-speed.ts is: the keydown's timestamp in the frame → the first animation frame after the
// frame's DOM holds the new text, i.e. the frame that paints it (goal: p90 ≤ 50 ms, CPU slowdown off). That frame
// comes after whatever the keystroke's input handler makes React do (Puck's store, the block's re-render, the form).
// Also timed: keystroke → the form's field on the right shows it (the first animation frame where its value does).
// Keystrokes come at varied pauses, so Puck's history (250 ms) and the checker (after a pause) land between them.
import type { Browser } from "playwright-core";

/** Runs in the Studio page (a string: tsx would wrap a function passed to the page in its own helpers). */
const canvasTimer = `
  window.__canvasTyped = [];
  window.__formShown = [];
  const frame = document.querySelector("#preview-frame");
  const text = frame.contentDocument.activeElement;
  let keyAt = 0;
  text.addEventListener("keydown", (event) => { keyAt = event.timeStamp; }, true);
  text.addEventListener("input", () => {
    const started = keyAt;
    const expected = text.innerText;
    const frameWindow = frame.contentWindow;
    // The DOM holds the typed text now; the next animation frame is the one that paints it.
    frameWindow.requestAnimationFrame(() => window.__canvasTyped.push(frameWindow.performance.now() - started));
    const formField = [...document.querySelectorAll("[data-studio-fields] textarea, [data-studio-fields] input")]
      .find((element) => element.labels?.[0]?.textContent?.trim() === "Subtitle");
    const tick = () => {
      if (formField && formField.value === expected) window.__formShown.push(frameWindow.performance.now() - started);
      else if (frameWindow.performance.now() - started < 5000) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });`;

export interface CanvasTyping {
  /** Keystroke → the canvas paints it (ms). */
  typed: number[];
  /** Keystroke → the form's Subtitle field shows it (ms). */
  form: number[];
}

/** Types `keystrokes` letters at the end of the intro's subtitle on the canvas of the Studio at `url` (1440 px). */
export async function timeCanvasTyping(browser: Browser, url: string, keystrokes: number): Promise<CanvasTyping> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  try {
    await page.goto(url);
    await page.locator("[data-studio-ready]").waitFor();
    const canvas = page.frameLocator("#preview-frame");
    await canvas.locator('[data-canvas-text="subtitle"]').first().click();
    await page.keyboard.press("ControlOrMeta+End");
    await page.getByRole("complementary", { name: "Fields" }).getByLabel("Subtitle", { exact: true }).waitFor();
    await page.evaluate(canvasTimer);
    const pauses = [30, 120, 400];
    const letters = "abcdefghijklmnopqrstuvwxyz";
    for (let run = 0; run < keystrokes; run++) {
      await page.keyboard.press(letters[run % letters.length] ?? "x");
      await page.waitForFunction((count) => (window as unknown as { __canvasTyped: number[] }).__canvasTyped.length > count, run, {
        polling: 10,
      });
      await page.waitForTimeout(pauses[run % pauses.length] ?? 100);
    }
    await page.waitForTimeout(500);
    return {
      typed: (await page.evaluate("window.__canvasTyped")) as number[],
      form: (await page.evaluate("window.__formShown")) as number[],
    };
  } finally {
    await context.close();
  }
}

export function printCanvasTyping(result: CanvasTyping, line: (name: string, samples: readonly number[], goal?: number) => string) {
  console.log(line(`keystroke on the canvas shows (${result.typed.length})`, result.typed, 50));
  if (result.form.length > 0) console.log(line(`  … and in the form's field (${result.form.length})`, result.form));
}

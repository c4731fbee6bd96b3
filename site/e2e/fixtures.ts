// The suite's `test`: Playwright's, with navigations that end once the page responds. Next's scripts are async
// and parts of the page hydrate in low-priority slices (<Activity>), so the load event can come before React has
// attached the page's handlers; a visitor waits for a page to respond before using it, and so does every spec.
import { test as base, type Page } from "@playwright/test";

/** Until `<html data-hydrated>` (src/ui/hydration-mark.tsx) on pages that hydrate at all. */
const responds = () => !("__next_f" in window) || document.documentElement.hasAttribute("data-hydrated");

function waitToRespond(page: Page) {
  const settle = async <T>(answer: T, waitUntil?: string) => {
    if (waitUntil !== "commit" && waitUntil !== "domcontentloaded") {
      // A page that never hydrates fails its own assertions; this wait only keeps a spec from acting too early.
      await page.waitForFunction(responds, undefined, { timeout: 10_000 }).catch(() => undefined);
    }
    return answer;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => settle(await goto(url, options), options?.waitUntil);
  page.reload = async (options) => settle(await reload(options), options?.waitUntil);
}

export const test = base.extend({
  context: async ({ context }, provide) => {
    context.on("page", waitToRespond);
    for (const page of context.pages()) waitToRespond(page);
    await provide(context);
  },
});

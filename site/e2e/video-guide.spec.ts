// Issue 42: the video guide is one Tab stop (the browser's own controls were three), with a visible focus ring.
import { expect, type Locator, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { at } from "./hosts";
import { screenshotPath, seriousAxeViolations } from "./support";

const title = "Your first story in four minutes";
const guide = (page: Page) => page.locator("section", { has: page.getByRole("heading", { name: title }) });

/** How many Tab presses keep focus inside `area`, starting from its heading (a click there sets where Tab starts). */
async function tabStopsIn(page: Page, area: Locator): Promise<number> {
  await area.getByRole("heading", { name: title }).click();
  let stops = 0;
  for (;;) {
    await page.keyboard.press("Tab");
    if (!(await area.evaluate((element) => element.contains(document.activeElement)))) return stops;
    stops += 1;
    if (stops > 10) return stops;
  }
}

/** The focused element's ring as drawn: an outline of at least 2 px in a colour of its own. */
const focusRing = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!);
    return style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2 && style.outlineColor !== "rgba(0, 0, 0, 0)";
  });

for (const width of [375, 1440]) {
  test(`the video guide is one Tab stop with a visible focus ring, before and after play, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(at("storyfront.com"));
    const area = guide(page);
    await area.scrollIntoViewIfNeeded();
    expect(await tabStopsIn(page, area)).toBe(1);

    await area.getByRole("heading", { name: title }).click();
    await page.keyboard.press("Tab");
    const play = area.getByRole("button", { name: `Play the video: ${title}` });
    await expect(play).toBeFocused();
    expect(await focusRing(page)).toBe(true);
    // The other keys are said while the button has focus.
    await expect(area.getByText("Keys: ← → skip 5 s, M sound, F full screen")).toBeVisible();
    await page.screenshot({ path: screenshotPath(`video-guide-focus-${width}.png`) });
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Enter starts it: the button steps aside to the picture's corner and stays the guide's only stop.
    const before = await play.boundingBox();
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await area.getByRole("button").boundingBox())?.y).toBeGreaterThan(before!.y);
    expect(await tabStopsIn(page, area)).toBe(1);
    await area.getByRole("heading", { name: title }).click();
    await page.keyboard.press("Tab");
    expect(await focusRing(page)).toBe(true);
  });
}

test("the ru home's video guide says its keys in Russian", async ({ page }) => {
  await page.goto(at("storyfront.ru"));
  const button = page.getByRole("button", { name: /^Воспроизвести видео: / });
  await button.focus();
  await expect(button).toHaveAttribute("aria-keyshortcuts", "ArrowLeft ArrowRight M F");
  await expect(page.getByText(/^Клавиши: /)).toBeAttached();
});

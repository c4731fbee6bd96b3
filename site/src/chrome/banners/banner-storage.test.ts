// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { hideIfDismissedScript, olderRunningLineCookies, runningLineCookie } from "./banner-storage";

afterEach(() => {
  document.documentElement.removeAttribute("data-closed-banner");
  document.body.innerHTML = "";
  document.head.innerHTML = "";
  localStorage.clear();
  document.cookie = "sf_running_line_v3=; max-age=0";
});

const run = (script: string) => new Function(script)();
/** The script runs before the banner's markup exists; the rule it leaves decides what is shown. */
const shown = (id: string) => getComputedStyle(document.getElementById(id)!).display !== "none";

describe("banner memory", () => {
  it("hides a closed top banner before paint, and leaves an open one alone", () => {
    const script = hideIfDismissedScript("banner", { localStorageKey: "closed:/a" });
    run(script);
    document.body.innerHTML = '<div id="banner"></div>';
    expect(shown("banner")).toBe(true);
    expect(document.documentElement.hasAttribute("data-closed-banner")).toBe(false);
    localStorage.setItem("closed:/a", "1");
    run(script);
    expect(shown("banner")).toBe(false);
    // The other banners' rules learn it from <html> (on a phone the running line then takes its place).
    expect(document.documentElement.hasAttribute("data-closed-banner")).toBe(true);
  });

  it("hides the running line when its version's cookie is set", () => {
    document.cookie = "sf_running_line_v2=1";
    run(hideIfDismissedScript("line", { cookie: runningLineCookie(3) }));
    document.body.innerHTML = '<div id="line"></div>';
    expect(shown("line")).toBe(true);
    document.cookie = "sf_running_line_v3=1";
    run(hideIfDismissedScript("line", { cookie: runningLineCookie(3) }));
    expect(shown("line")).toBe(false);
  });

  it("names the cookies of older versions", () => {
    expect(olderRunningLineCookies(3)).toEqual(["sf_running_line_v1", "sf_running_line_v2"]);
    expect(olderRunningLineCookies(1)).toEqual([]);
  });
});

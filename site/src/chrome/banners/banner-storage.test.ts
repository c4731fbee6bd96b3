// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { hideIfDismissedScript, olderRunningLineCookies, runningLineCookie } from "./banner-storage";

afterEach(() => {
  document.body.innerHTML = "";
  localStorage.clear();
  document.cookie = "sf_running_line_v3=; max-age=0";
});

const run = (script: string) => new Function(script)();

describe("banner memory", () => {
  it("hides a closed top banner before paint, and leaves an open one alone", () => {
    document.body.innerHTML = '<div id="banner"></div>';
    const script = hideIfDismissedScript("banner", { localStorageKey: "closed:/a" });
    run(script);
    expect(document.getElementById("banner")?.hidden).toBe(false);
    localStorage.setItem("closed:/a", "1");
    run(script);
    expect(document.getElementById("banner")?.hidden).toBe(true);
  });

  it("hides the running line when its version's cookie is set", () => {
    document.body.innerHTML = '<div id="line"></div>';
    document.cookie = "sf_running_line_v2=1";
    run(hideIfDismissedScript("line", { cookie: runningLineCookie(3) }));
    expect(document.getElementById("line")?.hidden).toBe(false);
    document.cookie = "sf_running_line_v3=1";
    run(hideIfDismissedScript("line", { cookie: runningLineCookie(3) }));
    expect(document.getElementById("line")?.hidden).toBe(true);
  });

  it("names the cookies of older versions", () => {
    expect(olderRunningLineCookies(3)).toEqual(["sf_running_line_v1", "sf_running_line_v2"]);
    expect(olderRunningLineCookies(1)).toEqual([]);
  });
});

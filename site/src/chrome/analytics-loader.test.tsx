// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

let pathname = "/";
vi.mock("next/navigation", () => ({ usePathname: () => pathname }));
const { AnalyticsLoader, cameFromOwnDomain } = await import("./analytics-loader");

afterEach(() => {
  cleanup();
  document.head.innerHTML = "";
});

const scripts = () => [...document.head.querySelectorAll("script")].map((script) => script.getAttribute("src"));

describe("analytics loader", () => {
  it("loads nothing by default", () => {
    render(<AnalyticsLoader scripts={[]} baseDomain="storyfront.com" />);
    act(() => void window.dispatchEvent(new Event("mousemove")));
    expect(scripts()).toEqual([]);
  });

  it("waits for the first mouse or pointer move, then loads each script once", () => {
    render(<AnalyticsLoader scripts={["/a.js", "/chat.js"]} baseDomain="storyfront.com" />);
    expect(scripts()).toEqual([]);
    act(() => void window.dispatchEvent(new Event("pointermove")));
    act(() => void window.dispatchEvent(new Event("mousemove")));
    expect(scripts()).toEqual(["/a.js", "/chat.js"]);
  });

  it("reports a route change to the data layer 300 ms after it", () => {
    vi.useFakeTimers();
    try {
      pathname = "/";
      window.dataLayer = [];
      const view = render(<AnalyticsLoader scripts={["/a.js"]} baseDomain="storyfront.com" />);
      pathname = "/pricing";
      view.rerender(<AnalyticsLoader scripts={["/a.js"]} baseDomain="storyfront.com" />);
      act(() => void vi.advanceTimersByTime(299));
      expect(window.dataLayer).toEqual([]);
      act(() => void vi.advanceTimersByTime(1));
      expect(window.dataLayer).toEqual([{ event: "pageview", page: window.location.pathname }]);
    } finally {
      vi.useRealTimers();
      pathname = "/";
    }
  });

  it("treats the site's own domain and its subdomains as own referrers", () => {
    expect(cameFromOwnDomain("https://storyfront.com/blog", "storyfront.com")).toBe(true);
    expect(cameFromOwnDomain("https://console.storyfront.com/", "storyfront.com")).toBe(true);
    expect(cameFromOwnDomain("https://storyfront.com.evil.io/", "storyfront.com")).toBe(false);
    expect(cameFromOwnDomain("", "storyfront.com")).toBe(false);
  });
});

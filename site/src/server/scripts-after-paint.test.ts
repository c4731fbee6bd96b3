import { describe, expect, it } from "vitest";
import { rewriteScriptsAfterPaint, ScriptsAfterPaint } from "./scripts-after-paint";

// The shape of a page as Next 16 writes it: chunk scripts and the bootstrap preload in <head>, the bootstrap
// script after the markup, then the inline RSC payload.
const chunk = (name: string) => `/_next/static/chunks/${name}.js`;
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  `<link rel="preload" as="script" fetchPriority="low" href="${chunk("boot")}"/>`,
  `<script src="${chunk("react")}" async=""></script><script src="${chunk("turbopack")}" async=""></script>`,
  '<title>Home</title><script src="/_next/static/chunks/legacy.js" noModule=""></script></head>',
  '<body><script type="module">document.cookie="a=b"</script><main><h1>Stories</h1><p>a &lt; b</p></main>',
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({})</script>',
  `<script src="${chunk("boot")}" async=""></script>`,
  '<script>self.__next_f.push([1,"0:{}"])</script></body></html>',
].join("");

const loaderSources = (html: string) => {
  const found = /\(function loadAfterFirstPaint[\s\S]*?\}\)\((\[[^\]]*\]),\d+\)<\/script>/.exec(html);
  return found ? (JSON.parse(found[1]!) as string[]) : undefined;
};

describe("Next's scripts after the first paint", () => {
  const rewritten = rewriteScriptsAfterPaint(page);

  it("takes every chunk script and the bootstrap preload out of the head", () => {
    const head = rewritten.slice(0, rewritten.indexOf("</head>"));
    expect(head).not.toContain('async=""');
    expect(head).not.toContain('rel="preload" as="script"');
    expect(head).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css"');
  });

  it("puts the loader where the bootstrap script stood, with every chunk in document order", () => {
    expect(rewritten).not.toContain(`<script src="${chunk("boot")}" async=""></script>`);
    expect(loaderSources(rewritten)).toEqual([chunk("react"), chunk("turbopack"), chunk("boot")]);
    const loaderAt = rewritten.indexOf("loadAfterFirstPaint");
    expect(loaderAt).toBeGreaterThan(rewritten.indexOf('<script id="_R_">'));
    expect(loaderAt).toBeLessThan(rewritten.indexOf("self.__next_f"));
  });

  it("leaves the page's markup and every other script as they were", () => {
    for (const kept of ['<script src="/_next/static/chunks/legacy.js" noModule=""></script>', '<script type="module">document.cookie="a=b"</script>', "<main><h1>Stories</h1><p>a &lt; b</p></main>", '<script>self.__next_f.push([1,"0:{}"])</script>']) {
      expect(rewritten).toContain(kept);
    }
  });

  it("gives the same page however the HTML is cut into pieces", () => {
    for (let size = 1; size <= 40; size++) {
      const rewrite = new ScriptsAfterPaint();
      let streamed = "";
      for (let at = 0; at < page.length; at += size) streamed += rewrite.push(page.slice(at, at + size));
      streamed += rewrite.finish();
      expect(streamed, `pieces of ${size} characters`).toBe(rewritten);
    }
  });

  it("still loads the chunks of a page whose bootstrap script never came", () => {
    const cut = page.slice(0, page.indexOf('<script id="_R_">'));
    const result = rewriteScriptsAfterPaint(cut);
    expect(result.startsWith(cut.replace(/<link rel="preload" as="script"[^>]*>/, "").replace(/<script src="[^"]*\/_next\/static\/[^"]*" async=""><\/script>/g, ""))).toBe(true);
    expect(loaderSources(result)).toEqual([chunk("react"), chunk("turbopack")]);
  });

  it("passes HTML without Next's scripts unchanged (the proxy's error pages)", () => {
    const errorPage = '<!DOCTYPE html><html><head><title>Page not found</title></head><body><h1>Page not found</h1><a href="/">Home</a></body></html>';
    expect(rewriteScriptsAfterPaint(errorPage)).toBe(errorPage);
  });
});

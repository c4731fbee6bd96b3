import { describe, expect, it } from "vitest";
import { sanitizeRichContent } from "./sanitize-rich-content";

describe("sanitizeRichContent", () => {
  it("keeps the article's ordinary markup", () => {
    const html =
      '<h2>The key point</h2><p>Read <a href="https://example.com/x">this</a> and <strong>that</strong>.</p><img ' +
      'src="/media/blog/cover-01.svg" alt="Cover" />';
    expect(sanitizeRichContent(html)).toBe(html);
  });

  it.each([
    ["<p>ok</p><script>alert(1)</script>", "<p>ok</p>"],
    ['<img src="/x.svg" onerror="alert(1)">', '<img src="/x.svg" />'],
    ['<a href="javascript:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="  JaVaScRiPt:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="java&#x09;script:alert(1)">x</a>', "<a>x</a>"],
    ['<img src="data:text/html;base64,PHNjcmlwdD4=">', "<img />"],
    ["<svg><script>alert(1)</script></svg>", ""],
    ['<iframe src="javascript:alert(1)"></iframe>', ""],
    ['<p onclick="alert(1)" style="background:url(javascript:alert(1))">x</p>', "<p>x</p>"],
    ['<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">go</button></form>', "go"],
    ['<object data="x.swf"></object><embed src="x.swf">', ""],
  ])("removes the payload in %s", (input, output) => {
    const clean = sanitizeRichContent(input);
    expect(clean.replace(/\s*\/>/g, " />")).toBe(output.replace(/\s*\/>/g, " />"));
    expect(clean).not.toMatch(/script|onerror|onclick|javascript:/i);
  });

  it("keeps what the shared allow-list allows and drops the rest, as the API refuses it when editors save", () => {
    const allowed = '<table><caption>Plans</caption><tr><th scope="col">A</th></tr></table><pre><code>x</code></pre>';
    expect(sanitizeRichContent(allowed)).toBe(allowed);
    expect(sanitizeRichContent("<section><p>x</p></section><kbd>y</kbd>")).toBe("<p>x</p>y");
  });

  it("protects the opener of links to new tabs", () => {
    expect(sanitizeRichContent('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it("gives an empty string for no content", () => {
    expect(sanitizeRichContent(null)).toBe("");
  });
});

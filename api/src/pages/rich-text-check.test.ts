import { describe, expect, it } from "vitest";
import { richTextProblem } from "./rich-text-check";

describe("the rich-text allow-list check", () => {
  it("accepts what an editor writes: headings with ids, lists, links, quotes, pictures with alt text, tables, code", () => {
    for (const html of [
      '<h2 id="intro">Intro</h2><p>Text with <strong>bold</strong>, <em>italic</em> and <code>code</code>.</p>',
      '<ol><li><a href="https://storyfront.com/pricing">Pricing</a></li><li><a href="#intro">Up</a></li></ol>',
      '<picture><source srcset="https://cdn.example/a.webp 1x, https://cdn.example/a@2x.webp 2x" type="image/webp"></picture>',
      '<table><caption>Plans</caption><tr><th scope="row">Free</th><td rowspan="2">0</td></tr></table>',
      "",
    ]) {
      expect(richTextProblem(html), html).toBeNull();
    }
  });

  it("names what is outside it, however the markup disguises it", () => {
    expect(richTextProblem("<SCRIPT>alert(1)</SCRIPT>")).toBe("<script> is not allowed");
    expect(richTextProblem('<p ONCLICK="x()">x</p>')).toBe("<p onclick> is not allowed");
    expect(richTextProblem('<a href="JaVaScRiPt:alert(1)">x</a>')).toBe(
      "<a href> must not use javascript: (allowed: http, https, mailto, tel)",
    );
    expect(richTextProblem('<a href="&#106;avascript:alert(1)">x</a>')).toContain("must not use javascript:");
    expect(richTextProblem('<img src="//evil.example/x.png" alt="">')).toBe("<img src> must not be protocol-relative (//…)");
    expect(richTextProblem('<img srcset="https://a.example/1.png 1x, javascript:alert(1) 2x" alt="">')).toContain("javascript:");
    expect(richTextProblem('<img src="mailto:a@b.co" alt="">')).toContain("must not use mailto:");
    expect(richTextProblem("<svg><script>alert(1)</script></svg>")).toBe("<svg> is not allowed");
  });
});

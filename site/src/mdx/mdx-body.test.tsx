import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { renderMdx } from "./mdx-body";

const html = async (source: string, blocks?: ReadonlyMap<string, React.ReactNode>) => renderToStaticMarkup(await renderMdx(source, blocks));

describe("MDX bodies", () => {
  it("renders Markdown with anchors on headings and site links", async () => {
    const out = await html("## Data we keep\n\nWe keep **little**. See [pricing](/pricing).");
    expect(out).toContain('<h2 id="data-we-keep">Data we keep</h2>');
    expect(out).toContain("<strong>little</strong>");
    expect(out).toContain('href="/pricing"');
  });

  it("renders our registered components", async () => {
    const out = await html(
      '<Callout title="Good to know">Cancel **any time**.</Callout>\n\n<Quote author="Ada Moreno" role="Head of Product">Stories ' +
        "doubled our activation.</Quote>",
    );
    expect(out).toMatch(/<aside[^>]*>.*Good to know.*<strong>any time<\/strong>.*<\/aside>/s);
    expect(out).toMatch(/<blockquote[^>]*>.*Stories doubled our activation\..*<\/blockquote>/s);
    expect(out).toContain("Ada Moreno");
  });

  it("never runs JavaScript expressions and drops raw HTML", async () => {
    const out = await html(
      'Before {globalThis.mdxRan = true} after.\n\n<script>alert(1)</script>\n\n<iframe src="https://evil.io"></iframe>\n\nEnd.',
    );
    expect((globalThis as { mdxRan?: boolean }).mdxRan).toBeUndefined();
    expect(out).not.toContain("mdxRan");
    expect(out).not.toMatch(/<script|<iframe/);
    expect(out).toContain("End.");
  });

  it("places the page's declared blocks where <Block id> stands, and nothing for an unknown id", async () => {
    const blocks = new Map([["results", <section key="results">Four times the reach</section>]]);
    const out = await html('Before.\n\n<Block id="results" />\n\n<Block id="missing" />\n\nAfter.', blocks);
    expect(out).toBe("<p>Before.</p>\n<section>Four times the reach</section>\n\n<p>After.</p>");
  });

  it("drops <Block> where a page declares no blocks", async () => {
    expect(await html('Before.\n\n<Block id="results" />\n\nAfter.')).toBe("<p>Before.</p>\n<p>After.</p>");
  });
});

import { cleanup, render } from "@testing-library/react";
import axe from "axe-core";
import { afterEach, describe, expect, it } from "vitest";
import { allBlockFixtures } from "./all-fixtures";
import { RenderBlocks } from "./render-blocks";

afterEach(cleanup);

describe("accessibility", () => {
  it("every block fixture passes axe (contrast is measured in a real browser, jsdom has no layout)", async () => {
    const { container } = render(
      <main>
        <RenderBlocks blocks={allBlockFixtures} />
      </main>,
    );
    const result = await axe.run(container, { iframes: false, rules: { "color-contrast": { enabled: false } } });
    expect(result.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html ?? ""}`)).toEqual([]);
  });

  it("axe does catch a block that breaks a rule", async () => {
    const { container } = render(
      <main>
        <RenderBlocks
          blocks={[
            {
              type: "features",
              title: "Features",
              subtitle: "With an unnamed image",
              items: [{ title: "A", text: "B", icon: { src: "/media/icons/editor.svg", alt: "", width: 48, height: 48 } }],
            },
          ]}
        />
        <img src="/media/icons/editor.svg" />
      </main>,
    );
    const result = await axe.run(container, { iframes: false, rules: { "color-contrast": { enabled: false } } });
    expect(result.violations.map((violation) => violation.id)).toContain("image-alt");
  });
});

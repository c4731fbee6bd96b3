// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { AlternatesProvider, PageAlternates, useAlternates, type Alternates } from "./alternates";

afterEach(cleanup);

let renders = 0;
function Reader() {
  renders += 1;
  return <p>{JSON.stringify(useAlternates())}</p>;
}

describe("page alternates", () => {
  it("reach the footer, settle after a couple of renders, and go when the page goes", async () => {
    let show: (value: boolean) => void = () => {};
    function Page() {
      const [visible, setVisible] = useState(true);
      show = setVisible;
      return visible ? <PageAlternates alternates={{ en: "/blog/a", de: "/de/blog/a" } satisfies Alternates} /> : null;
    }
    renders = 0;
    render(
      <AlternatesProvider>
        <Page />
        <Reader />
      </AlternatesProvider>,
    );
    expect(screen.getByText('{"en":"/blog/a","de":"/de/blog/a"}')).toBeTruthy();
    expect(renders).toBeLessThanOrEqual(3);
    await act(async () => show(false));
    expect(screen.getByText("null")).toBeTruthy();
  });
});

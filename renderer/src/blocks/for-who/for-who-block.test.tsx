import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderBlock } from "../../test-utils";
import { forWhoFixtures } from "./fixtures";

afterEach(cleanup);

describe("for-who block", () => {
  it("shows the two audiences with their points", () => {
    renderBlock(forWhoFixtures[0]!);
    expect(screen.getAllByRole("article")).toHaveLength(2);
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(["Product owners", "Marketers"]);
    expect(screen.getByText("Feature announcements")).toBeTruthy();
    expect(screen.getByRole("img").getAttribute("alt")).toBe("A roadmap with a story on top");
  });
});

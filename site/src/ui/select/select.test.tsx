// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { Select } from "./select";

afterEach(cleanup);

function Harness() {
  const [value, setValue] = useState<string | null>(null);
  return (
    <NextIntlClientProvider locale="en" messages={{ Chrome: { noOptions: "Sorry, no matching options." } }}>
      <Select
        label="Topic"
        value={value}
        onChange={setValue}
        options={[
          { value: "stories", label: "Stories" },
          { value: "games", label: "Mini-games" },
          { value: "onboarding", label: "Onboarding" },
        ]}
      />
      <p>picked {value ?? "none"}</p>
    </NextIntlClientProvider>
  );
}

describe("Select", () => {
  it("filters as you type and says so when nothing matches", () => {
    render(<Harness />);
    const box = screen.getByRole("combobox", { name: "Topic" });
    fireEvent.focus(box);
    expect(screen.getAllByRole("option")).toHaveLength(3);
    fireEvent.change(box, { target: { value: "game" } });
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["Mini-games"]);
    fireEvent.change(box, { target: { value: "xyz" } });
    expect(screen.queryAllByRole("option")).toHaveLength(0);
    expect(screen.getByText("Sorry, no matching options.")).toBeTruthy();
  });

  it("picks with the keyboard and with the mouse; Escape closes", () => {
    render(<Harness />);
    const box = screen.getByRole("combobox", { name: "Topic" });
    fireEvent.focus(box);
    fireEvent.keyDown(box, { key: "ArrowDown" });
    fireEvent.keyDown(box, { key: "Enter" });
    expect(screen.getByText("picked games")).toBeTruthy();
    fireEvent.click(box);
    fireEvent.mouseDown(screen.getByRole("option", { name: "Onboarding" }));
    expect(screen.getByText("picked onboarding")).toBeTruthy();
    fireEvent.click(box);
    fireEvent.keyDown(box, { key: "Escape" });
    expect(screen.queryByRole("listbox")).toBeNull();
  });
});

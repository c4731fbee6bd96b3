// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { Modal } from "./modal";

afterEach(cleanup);

function Harness(props: { persistent?: boolean; closeProhibited?: boolean; back?: boolean }) {
  const [open, setOpen] = useState(false);
  const [backs, setBacks] = useState(0);
  return (
    <NextIntlClientProvider locale="en" messages={{ Chrome: { close: "Close", back: "Back" } }}>
      <button onClick={() => setOpen(true)}>Open</button>
      <p>back pressed {backs}</p>
      <Modal
        open={open}
        title="Tour"
        onClose={() => setOpen(false)}
        onBack={props.back ? () => setBacks((n) => n + 1) : undefined}
        persistent={props.persistent}
        closeProhibited={props.closeProhibited}
      >
        <a href="/a">First</a>
        <a href="/b">Last</a>
      </Modal>
    </NextIntlClientProvider>
  );
}

const open = () => {
  const opener = screen.getByRole("button", { name: "Open" });
  opener.focus();
  fireEvent.click(opener);
  return opener;
};

describe("Modal", () => {
  it("moves focus in, keeps Tab inside, and gives focus back on Escape", () => {
    render(<Harness />);
    const opener = open();
    const dialog = screen.getByRole("dialog", { name: "Tour" });
    expect(dialog.contains(document.activeElement)).toBe(true);
    screen.getByRole("link", { name: "Last" }).focus();
    fireEvent.keyDown(dialog, { key: "Tab" });
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Close" }));
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("closes on an outside click and on the close button; has a back button when asked", () => {
    render(<Harness back />);
    open();
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByText("back pressed 1")).toBeTruthy();
    fireEvent.mouseDown(screen.getByTestId("modal-overlay"));
    expect(screen.queryByRole("dialog")).toBeNull();
    open();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("a persistent modal ignores Escape and outside clicks; a prohibited one has no close button", () => {
    render(<Harness persistent />);
    open();
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    fireEvent.mouseDown(screen.getByTestId("modal-overlay"));
    expect(screen.getByRole("dialog")).toBeTruthy();
    cleanup();
    render(<Harness closeProhibited />);
    open();
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(screen.getByRole("dialog")).toBeTruthy();
  });
});

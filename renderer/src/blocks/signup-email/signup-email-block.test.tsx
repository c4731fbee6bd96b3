import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderBlock } from "../../test-utils";
import { signupEmailFixtures } from "./fixtures";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("sign-up e-mail block", () => {
  it("keeps submit disabled until the e-mail passes the footer's rule, then goes to the sales page with e-mail and name", () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    renderBlock({ ...signupEmailFixtures[0]!, salesHref: "/fr/sales" });
    const button = screen.getByRole("button", { name: "Get a demo" }) as HTMLButtonElement;
    const email = screen.getByLabelText("Email");
    expect(button.disabled).toBe(true);
    for (const bad of ["ann", "ann@", "ann@site", "ann @site.com", "   "]) {
      fireEvent.change(email, { target: { value: bad } });
      expect(button.disabled).toBe(true);
    }
    fireEvent.submit(button.closest("form")!);
    expect(assign).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: " Ann Lee " } });
    fireEvent.change(email, { target: { value: "ann@site.com" } });
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    expect(assign).toHaveBeenCalledWith("/fr/sales?email=ann%40site.com&name=Ann+Lee");
  });
});

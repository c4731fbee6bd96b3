import { act } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signupEmailFixtures } from "../blocks/signup-email/fixtures";
import { SignupEmailForm } from "../blocks/signup-email/signup-email-form";
import { hydrateAfterTyping } from "../test-utils";

afterEach(() => {
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

const form = <SignupEmailForm block={signupEmailFixtures[0]!} labels={{ name: "Name", email: "Email" }} />;
const values = (container: HTMLElement) => [...container.querySelectorAll("input")].map((input) => input.value);

describe("a sign-up e-mail block typed into before the page hydrated", () => {
  it("keeps the name and e-mail, enables submit, and sends both", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    // Before the scripts run, submit is disabled: a valid e-mail has not been seen yet.
    expect(renderToString(form)).toMatch(/<button[^>]*disabled/);

    const container = await hydrateAfterTyping(form, ["Ann Lee", "ann@site.com"]);

    const button = container.querySelector("button")!;
    expect(values(container)).toEqual(["Ann Lee", "ann@site.com"]);
    expect(button.disabled).toBe(false);
    await act(async () => button.click());
    expect(assign).toHaveBeenCalledWith("/sales?email=ann%40site.com&name=Ann+Lee");
  });

  it("leaves untouched fields as they were", async () => {
    const container = await hydrateAfterTyping(form, []);
    expect(values(container)).toEqual(["", ""]);
    expect(container.querySelector("button")!.disabled).toBe(true);
  });
});

import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signupEmailFixtures } from "../blocks/signup-email/fixtures";
import { SignupEmailForm } from "../blocks/signup-email/signup-email-form";

afterEach(() => {
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

const form = <SignupEmailForm block={signupEmailFixtures[0]!} labels={{ name: "Name", email: "Email" }} />;

describe("a sign-up e-mail block typed into before the page hydrated", () => {
  it("keeps the name and e-mail, enables submit, and sends both", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    const container = document.createElement("div");
    container.innerHTML = renderToString(form);
    document.body.append(container);
    const [name, email] = [...container.querySelectorAll("input")];
    const button = container.querySelector("button")!;
    expect(button.disabled).toBe(true);
    // The visitor types while the page's scripts are still on their way.
    name!.value = "Ann Lee";
    email!.value = "ann@site.com";

    await act(async () => {
      hydrateRoot(container, form);
    });

    expect([name!.value, email!.value]).toEqual(["Ann Lee", "ann@site.com"]);
    expect(button.disabled).toBe(false);
    await act(async () => button.click());
    expect(assign).toHaveBeenCalledWith("/sales?email=ann%40site.com&name=Ann+Lee");
  });

  it("leaves untouched fields as they were", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(form);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, form);
    });
    expect([...container.querySelectorAll("input")].map((input) => input.value)).toEqual(["", ""]);
    expect(container.querySelector("button")!.disabled).toBe(true);
  });
});

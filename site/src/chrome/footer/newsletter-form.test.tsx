// @vitest-environment jsdom
import { hydrateAfterTyping } from "@storyfront/renderer/test-utils.tsx";
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NewsletterForm } from "./newsletter-form";

const texts = {
  newsletterTitle: "Stay in touch",
  name: "Name",
  namePlaceholder: "Your name",
  email: "E-mail",
  emailPlaceholder: "Work e-mail",
  submit: "Sign up",
};
const form = <NewsletterForm salesPath="/fr/sales" texts={texts} />;

afterEach(() => {
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

describe("the footer's sign-up typed into before the footer hydrated", () => {
  it("keeps the name and e-mail, enables submit, and goes to /sales with both", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });

    const container = await hydrateAfterTyping(form, ["Ann Lee", "ann@site.com"]);

    const button = container.querySelector("button")!;
    expect([...container.querySelectorAll("input")].map((input) => input.value)).toEqual(["Ann Lee", "ann@site.com"]);
    expect(button.disabled).toBe(false);
    await act(async () => button.click());
    expect(assign).toHaveBeenCalledWith("/fr/sales?email=ann%40site.com&name=Ann+Lee");
  });
});

// @vitest-environment jsdom
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NewsletterForm } from "./newsletter-form";

const texts = { newsletterTitle: "Stay in touch", name: "Name", namePlaceholder: "Your name", email: "E-mail", emailPlaceholder: "Work e-mail", submit: "Sign up" };
const form = <NewsletterForm salesPath="/fr/sales" texts={texts} />;

afterEach(() => {
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

describe("the footer's sign-up typed into before the footer hydrated", () => {
  it("keeps the name and e-mail, enables submit, and goes to /sales with both", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    const container = document.createElement("div");
    container.innerHTML = renderToString(form);
    document.body.append(container);
    const [name, email] = [...container.querySelectorAll("input")];
    name!.value = "Ann Lee";
    email!.value = "ann@site.com";

    await act(async () => {
      hydrateRoot(container, form);
    });

    const button = container.querySelector("button")!;
    expect([name!.value, email!.value]).toEqual(["Ann Lee", "ann@site.com"]);
    expect(button.disabled).toBe(false);
    await act(async () => button.click());
    expect(assign).toHaveBeenCalledWith("/fr/sales?email=ann%40site.com&name=Ann+Lee");
  });
});

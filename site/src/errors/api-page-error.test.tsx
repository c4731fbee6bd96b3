// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiFetchError } from "@/api-client/api-error";
import { ApiPageError } from "./api-page-error";
import { ErrorTextsProvider } from "./error-texts";

afterEach(cleanup);

const texts = {
  notFound: "Page not found",
  gone: "This page has been removed",
  forbidden: "Access to page denied",
  generic: "An error occurred",
  goHome: "Go to the home page",
  fetchFailed: "Error while fetching data",
  tryAgain: "Try again",
  home: "Storyfront home",
};

function renderError(error: Error & { digest?: string }, locale: "en" | "fr" = "en") {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  render(
    <ErrorTextsProvider locale={locale} texts={texts}>
      <ApiPageError error={error} reset={() => undefined} />
    </ErrorTextsProvider>,
  );
}

describe("ApiPageError", () => {
  it("names a failed API call Error while fetching data, with a link home", async () => {
    // In production only the digest crosses from the server; it is all the boundary needs.
    const scrubbed = Object.assign(new Error("An error occurred in the Server Components render."), {
      digest: new ApiFetchError("network", "GET /page", undefined, "refused").digest,
    });
    renderError(scrubbed, "fr");
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Error while fetching data");
    expect(screen.getByRole("link", { name: "Go to the home page" }).getAttribute("href")).toBe("/fr");
  });

  it("keeps the generic title for other failures", async () => {
    renderError(Object.assign(new Error("boom"), { digest: "12345" }));
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("An error occurred");
    expect(screen.getByRole("link", { name: "Go to the home page" }).getAttribute("href")).toBe("/");
  });
});

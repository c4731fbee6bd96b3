import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { blockTypes } from "@storyfront/schemas";
import { BuilderContent, type BuilderContentProps } from "./builder-content";
import { builderComponentName, storyfrontBuilderComponents } from "./storyfront-blocks";
import pageJson from "./fixtures/builder-page.json";

// JSON imports widen literals such as "published" to string; the file is Builder content as exported.
const page = pageJson as BuilderContentProps["content"];

const requests: string[] = [];
const realFetch = globalThis.fetch;
beforeAll(() => {
  // Offline proof: any request the SDK tries is recorded and fails, as it would with no network.
  globalThis.fetch = ((input: RequestInfo | URL) => {
    requests.push(String(input));
    return Promise.reject(new Error("offline"));
  }) as typeof fetch;
});
afterAll(() => {
  globalThis.fetch = realFetch;
});
afterEach(cleanup);

describe("Builder.io content", () => {
  it("registers every block type with inputs derived from its schema", () => {
    expect(storyfrontBuilderComponents.map((component) => component.name)).toEqual(blockTypes.map(builderComponentName));
    const intro = storyfrontBuilderComponents.find((component) => component.name === "Storyfront intro");
    const inputs = Object.fromEntries((intro?.inputs ?? []).map((input) => [input.name, input]));
    expect(inputs.titleLines).toMatchObject({ type: "list", required: true, subFields: [{ name: "text", type: "string" }] });
    expect(inputs.primaryButton).toMatchObject({ type: "object", subFields: [{ name: "label" }, { name: "href" }] });
    expect(inputs.image?.subFields?.find((field) => field.name === "src")).toMatchObject({ type: "file" });
    expect(inputs.type).toBeUndefined();
    const richText = storyfrontBuilderComponents.find((component) => component.name === "Storyfront richText");
    const richInputs = Object.fromEntries((richText?.inputs ?? []).map((input) => [input.name, input]));
    // Either short paragraphs or one MDX text: neither is required on its own, the block schema checks the pair.
    expect(richInputs.mdx).toMatchObject({ type: "longText", required: false });
    expect(richInputs.paragraphs).toMatchObject({ type: "list", required: false });
  });

  it("renders a checked-in content JSON with Storyfront blocks, offline and without tracking", async () => {
    render(<BuilderContent content={page} />);
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Stories forsubscription apps");
    expect(screen.getByText("higher click-through than banners")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Read the story: Northwind Bank" }).getAttribute("href")).toBe(
      "/case-studies/case-study-onboarding-northwind-bank",
    );
    fireEvent.click(screen.getByRole("button", { name: "Show more" }));
    expect(screen.getByRole("button", { name: "Show less" }).getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("heading", { level: 2, name: "Try Storyfront free for 30 days" })).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it("hides a half-filled block from visitors and explains it in preview", async () => {
    render(<BuilderContent content={page} />);
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByText("Missing its button")).toBeNull();
    cleanup();
    render(<BuilderContent content={page} preview />);
    expect((await screen.findByText(/Storyfront cta: button/)).getAttribute("role")).toBe("note");
  });
});

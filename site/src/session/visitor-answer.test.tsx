// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { forgetVisitorAnswers, useVisitorAnswer } from "./visitor-answer";

/** Lets the idle callback that starts the request run (jsdom has no requestIdleCallback: a timer stands in). */
const idle = () => act(() => new Promise((resolve) => setTimeout(resolve, 5)));

afterEach(() => {
  cleanup();
  forgetVisitorAnswers();
  vi.restoreAllMocks();
});

function Name({ load, label }: { load: (url: string) => Promise<string>; label: string }) {
  const name = useVisitorAnswer("/api/auth", load);
  return <p>{`${label}: ${name ?? "unknown"}`}</p>;
}

describe("useVisitorAnswer", () => {
  it("asks once for every island on the page and shows the answer in each", async () => {
    let answer: (value: string) => void = () => {};
    const load = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    render(
      <>
        <Name load={load} label="bar" />
        <Name load={load} label="drawer" />
      </>,
    );
    expect(screen.getByText("bar: unknown")).toBeTruthy();
    await idle();
    await act(async () => answer("Ada"));
    expect(screen.getByText("bar: Ada")).toBeTruthy();
    expect(screen.getByText("drawer: Ada")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("an island mounted later gets the answer without asking again", async () => {
    const load = vi.fn(async () => "Ada");
    const { rerender } = render(<Name load={load} label="bar" />);
    await idle();
    rerender(
      <>
        <Name load={load} label="bar" />
        <Name load={load} label="drawer" />
      </>,
    );
    expect(screen.getByText("drawer: Ada")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("stays unknown when the request fails", async () => {
    render(<Name load={() => Promise.reject(new Error("offline"))} label="bar" />);
    await idle();
    expect(screen.getByText("bar: unknown")).toBeTruthy();
  });
});

// @vitest-environment jsdom
import type { Data } from "@puckeditor/core";
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { typingPauseMs, useTypedDocument } from "./use-typed-document";

afterEach(() => vi.useRealTimers());

// Puck's data as the canvas hands it over; the document is its root's title.
const typed = (title: string) => ({ root: { props: { title } }, content: [] }) as unknown as Data;
const toDocument = (data: Data) => ({ title: (data.root.props as { title: string }).title });

describe("the landing's document while the marketer types", () => {
  it("follows the canvas once typing pauses, and Save takes what is still waiting", () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useTypedDocument({ title: "Old" }, toDocument));
    act(() => result.current.onChange(typed("New")));
    expect(result.current.current).toEqual({ title: "Old" });
    act(() => result.current.onChange(typed("Newer")));
    let save: ReturnType<typeof result.current.toSave> | undefined;
    act(() => void (save = result.current.toSave()));
    expect(save).toEqual({ document: { title: "Newer" }, unchecked: true });
    expect(result.current.current).toEqual({ title: "Newer" });
  });

  it("gives Save the settled document even before React has rendered it", () => {
    vi.useFakeTimers();
    // React logs that the timer's update is outside act(): that is the point, it has not rendered yet.
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { result } = renderHook(() => useTypedDocument({ title: "Old" }, toDocument));
    const before = result.current;
    act(() => before.onChange(typed("Typed")));
    const rendered = result.current;
    vi.advanceTimersByTime(typingPauseMs);
    // The pause settled the edit into state, but the Studio still shows the render before it.
    expect(rendered.current).toEqual({ title: "Old" });
    expect(rendered.toSave()).toEqual({ document: { title: "Typed" }, unchecked: true });
  });

  it("drops what was typed but not settled when the document is replaced from disk", () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useTypedDocument({ title: "Old" }, toDocument));
    act(() => result.current.onChange(typed("Typed")));
    act(() => result.current.replace({ title: "Disk" }));
    act(() => void vi.advanceTimersByTime(typingPauseMs));
    expect(result.current.current).toEqual({ title: "Disk" });
    expect(result.current.toSave()).toEqual({ document: { title: "Disk" }, unchecked: false });
  });
});

// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useHistory } from "./use-history";

afterEach(() => vi.useRealTimers());

describe("undo and redo outside the canvas", () => {
  it("undoes typing in one field as one step per pause, and redoes it", () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useHistory({ title: "Old" }));
    act(() => result.current.set({ title: "N" }, "title"));
    act(() => result.current.set({ title: "Ne" }, "title"));
    act(() => result.current.set({ title: "New" }, "title"));
    vi.advanceTimersByTime(1500);
    act(() => result.current.set({ title: "New!" }, "title"));
    expect(result.current.present.title).toBe("New!");
    act(() => result.current.undo());
    expect(result.current.present.title).toBe("New");
    act(() => result.current.undo());
    expect(result.current.present.title).toBe("Old");
    expect(result.current.canUndo).toBe(false);
    act(() => result.current.redo());
    expect(result.current.present.title).toBe("New");
    expect(result.current.canRedo).toBe(true);
  });

  it("keeps changes to different fields as separate steps, and a new change drops what could be redone", () => {
    const { result } = renderHook(() => useHistory({ title: "A", text: "a" }));
    act(() => result.current.set((present) => ({ ...present, title: "B" }), "title"));
    act(() => result.current.set((present) => ({ ...present, text: "b" }), "text"));
    act(() => result.current.undo());
    expect(result.current.present).toEqual({ title: "B", text: "a" });
    act(() => result.current.set((present) => ({ ...present, title: "C" }), "title"));
    expect(result.current.canRedo).toBe(false);
    act(() => result.current.reset({ title: "Z", text: "z" }));
    expect(result.current).toMatchObject({ present: { title: "Z", text: "z" }, canUndo: false, canRedo: false });
  });
});

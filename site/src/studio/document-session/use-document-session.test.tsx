// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import { Children, isValidElement, type ReactElement, type ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ConfirmDialog } from "../editor/confirm-dialog";
import { useFormSession } from "./use-form-session";

// One document's session as every Studio editor has it, against a stand-in for the Studio's route handlers: what
// the marketer sees of check, save, a conflict, the reload and unsaved edits.
type Route = (body: Record<string, unknown>) => { status: number; body: unknown };
const problem = {
  severity: "error",
  file: "reviews/ada.json",
  path: "author",
  message: "Cannot be blank",
  fix: "Type one",
  line: 2,
  column: 3,
};
const clean = { errors: [], warnings: [] };
let routes: Record<string, Route> = {};

/** The question the session asks (its dialogs), to answer it as the marketer's click would. */
function confirmIn(dialogs: ReactNode): ReactElement<{ title: string; onLose: () => void }> {
  const children = isValidElement<{ children?: ReactNode }>(dialogs) ? Children.toArray(dialogs.props.children) : [];
  const question = children.find((child) => isValidElement(child) && child.type === ConfirmDialog);
  if (!question) throw new Error("no question asked");
  return question as ReactElement<{ title: string; onLose: () => void }>;
}
const calls: { path: string; body: Record<string, unknown>; at?: number }[] = [];

function serve(next: Record<string, Route>) {
  routes = next;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      const path = url.split("?")[0] ?? url;
      const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      calls.push({ path, body, at: Date.now() });
      const route = routes[path];
      if (!route) throw new TypeError("Failed to fetch");
      const answer = route(body);
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { "content-type": "application/json" } });
    }),
  );
}
afterEach(() => {
  // Unmounted, so a check a test left scheduled does not run into the next one.
  cleanup();
  vi.unstubAllGlobals();
  calls.length = 0;
});

// Stable, as the editors' own (useCallback): a new dataOf per render would make a new document per render.
const dataOf = (form: { author: string }) => form;
const formOf = (text: string) => JSON.parse(text) as { author: string };
const open = () => renderHook(() => useFormSession({ file: "reviews/ada.json", form: { author: "Ada" }, hash: "h1", dataOf, formOf }));

describe("a document's session in the Studio", () => {
  it("checks the document, marks edits unsaved, saves them with the opened hash, then saves again from the new one", async () => {
    serve({
      "/api/studio/check": () => ({ status: 200, body: clean }),
      "/api/studio/save": (body) => ({ status: 200, body: { ...clean, hash: body.hash === "h1" ? "h2" : "h3", changed: true } }),
    });
    const { result } = open();
    // Generous: the check waits for typing to pause, and a busy machine runs the timers late.
    await waitFor(() => expect(result.current.checked).toBe(true), { timeout: 10_000 });
    expect(result.current.unsaved).toBe(false);
    act(() => result.current.set({ author: "Ada Moreno" }, "author"));
    expect(result.current.unsaved).toBe(true);
    await act(() => result.current.save());
    expect(result.current.status).toBe("Saved reviews/ada.json.");
    expect(result.current.unsaved).toBe(false);
    act(() => result.current.set({ author: "Ada M." }, "author"));
    await act(() => result.current.save());
    expect(calls.filter((call) => call.path === "/api/studio/save").map((call) => call.body.hash)).toEqual(["h1", "h2"]);
  });

  it("keeps asking the checker after a failure until it answers, and refuses Save while errors remain", async () => {
    let failures = 1;
    serve({
      "/api/studio/check": () =>
        failures-- > 0 ? { status: 500, body: { error: "compiling" } } : { status: 200, body: { errors: [problem], warnings: [] } },
    });
    const { result } = open();
    await waitFor(() => expect(result.current.checked).toBe(true), { timeout: 10_000 });
    expect(result.current.problems.errors).toEqual([problem]);
    // The answer came from the next try, a second or more after the failed one.
    const tries = calls.filter((call) => call.path === "/api/studio/check").map((call) => call.at ?? 0);
    expect(tries.length).toBeGreaterThanOrEqual(2);
    expect((tries[1] ?? 0) - (tries[0] ?? 0)).toBeGreaterThanOrEqual(900);
    await act(() => result.current.save());
    expect(result.current.status).toBe("Save refused: fix the error listed first.");
    expect(calls.some((call) => call.path === "/api/studio/save")).toBe(false);
  });

  it("on a file changed on disk saves nothing, offers the reload, and the reload brings the disk copy with nothing unsaved", async () => {
    serve({
      "/api/studio/check": () => ({ status: 200, body: clean }),
      "/api/studio/save": () => ({ status: 409, body: { conflict: true, error: "reviews/ada.json changed on disk since you opened it" } }),
      "/api/studio/document": () => ({ status: 200, body: { text: '{ "author": "Grace" }', hash: "disk" } }),
    });
    const { result } = open();
    act(() => result.current.set({ author: "Ada Moreno" }, "author"));
    await act(() => result.current.save());
    expect(result.current).toMatchObject({ conflict: true, unsaved: true, status: "Not saved: the file changed since you opened it." });
    // Unsaved edits: the reload asks first, and throws nothing away until the marketer says so.
    act(() => result.current.reload());
    expect(result.current).toMatchObject({ conflict: true, unsaved: true, form: { author: "Ada Moreno" } });
    const question = confirmIn(result.current.dialogs);
    expect(question.props.title).toBe("Reload from disk and lose your unsaved edits?");
    await act(async () => question.props.onLose());
    await waitFor(() => expect(result.current.conflict).toBe(false));
    expect(result.current).toMatchObject({ conflict: false, unsaved: false, form: { author: "Grace" }, canUndo: false });
    expect(result.current.status).toBe("Reloaded reviews/ada.json from disk.");
  });

  it("asks before leaving with unsaved edits, and leaves at once when everything is saved", async () => {
    serve({ "/api/studio/check": () => ({ status: 200, body: clean }) });
    const { result } = open();
    const go = vi.fn();
    act(() => result.current.leave(go));
    expect(go).toHaveBeenCalledTimes(1);
    act(() => result.current.set({ author: "Ada Moreno" }, "author"));
    act(() => result.current.leave(go));
    expect(go).toHaveBeenCalledTimes(1);
    expect(result.current.dialogs).not.toBeNull();
    act(() => result.current.undo());
    expect(result.current.unsaved).toBe(false);
  });
});

"use client";
// Unsaved edits are never lost by accident: closing or reloading the tab asks the browser's own question
// (beforeunload), and switching to another page, variant or language in the Studio asks ours first.
import { useCallback, useEffect, useRef, useState } from "react";
import { ConfirmDialog } from "./confirm-dialog";

/** `leave(go)` runs go at once when everything is saved, else after the marketer confirms in our dialog. */
export function useLeaveGuard(unsaved: boolean, file: string) {
  const leaving = useRef(false);
  const [pending, setPending] = useState<{ go: () => void } | null>(null);

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unsaved]);

  const leave = useCallback(
    (go: () => void) => {
      if (!unsaved) return go();
      setPending({ go });
    },
    [unsaved],
  );

  const dialog = pending ? (
    <ConfirmDialog
      title="Leave this page with unsaved edits?"
      keepLabel="Stay and keep editing"
      loseLabel="Leave without saving"
      onKeep={() => setPending(null)}
      onLose={() => {
        leaving.current = true;
        setPending(null);
        pending.go();
      }}
    >
      Your edits to <code>{file}</code> are not saved. Leaving loses them.
    </ConfirmDialog>
  ) : null;
  return { leave, dialog };
}

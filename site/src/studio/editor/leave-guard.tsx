"use client";
// Unsaved edits are never lost by accident: closing or reloading the tab asks the browser's own question
// (beforeunload), and switching to another page, variant or language in the Studio asks ours first.
import { useCallback, useEffect, useRef, useState } from "react";
import styles from "./leave-guard.module.css";

function LeaveDialog({ file, onLeave, onStay }: { file: string; onLeave: () => void; onStay: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  return (
    // A modal <dialog>: focus stays inside it and Escape means "stay", as the cancel event says.
    <dialog
      ref={dialog}
      role="alertdialog"
      aria-labelledby="studio-leave-title"
      aria-describedby="studio-leave-text"
      className={styles.dialog}
      onCancel={onStay}
    >
      <h2 id="studio-leave-title" className={styles.title}>
        Leave this page with unsaved edits?
      </h2>
      <p id="studio-leave-text">
        Your edits to <code>{file}</code> are not saved. Leaving loses them.
      </p>
      <div className={styles.buttons}>
        {/* The safe choice takes the focus, as in a native confirm. */}
        <button type="button" autoFocus onClick={onStay} className={styles.stay}>
          Stay and keep editing
        </button>
        <button type="button" onClick={onLeave}>
          Leave without saving
        </button>
      </div>
    </dialog>
  );
}

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
    <LeaveDialog
      file={file}
      onStay={() => setPending(null)}
      onLeave={() => {
        leaving.current = true;
        setPending(null);
        pending.go();
      }}
    />
  ) : null;
  return { leave, dialog };
}

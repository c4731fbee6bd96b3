"use client";
// The Studio's own question before unsaved edits are lost (leaving the page, reloading the file): a modal <dialog>,
// so focus stays inside it, the safe choice has the focus as in a native confirm, and Escape means "keep".
import { useEffect, useId, useRef, type ReactNode } from "react";
import styles from "./confirm-dialog.module.css";

export function ConfirmDialog({
  title,
  children,
  keepLabel,
  loseLabel,
  onKeep,
  onLose,
}: {
  title: string;
  children: ReactNode;
  keepLabel: string;
  loseLabel: string;
  onKeep: () => void;
  onLose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className={styles.dialog}
      onCancel={(event) => {
        // The dialog closes itself on Escape; React draws it again if it still should be open.
        event.preventDefault();
        onKeep();
      }}
    >
      <h2 id={`${id}-title`} className={styles.title}>
        {title}
      </h2>
      <p id={`${id}-text`}>{children}</p>
      <div className={styles.buttons}>
        <button type="button" autoFocus onClick={onKeep} className={styles.keep}>
          {keepLabel}
        </button>
        <button type="button" onClick={onLose}>
          {loseLabel}
        </button>
      </div>
    </dialog>
  );
}

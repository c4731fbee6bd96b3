"use client";
import { useId, useState, type FormEvent } from "react";
import styles from "./body.module.css";
import { linkProblem } from "./link-check";
import { ModalDialog } from "./modal-dialog";

/** Asks for a link's address, checked as the allow-list wants (https, http, mailto or an address on this site). */
export function LinkDialog({
  initial,
  onApply,
  onRemove,
  onClose,
}: {
  initial: string;
  onApply: (href: string) => void;
  onRemove: () => void;
  onClose: () => void;
}) {
  const [href, setHref] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = linkProblem(href);
    setProblem(found);
    if (!found) onApply(href.trim());
  };
  return (
    <ModalDialog title={initial ? "Edit link" : "Add a link"} onClose={onClose}>
      <form onSubmit={submit} noValidate className={styles.dialogForm}>
        <label htmlFor={`${id}-href`}>Link address</label>
        <input
          id={`${id}-href`}
          value={href}
          placeholder="https://… or /blog/…"
          onChange={(event) => setHref(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          autoFocus
        />
        {problem ? (
          <p id={`${id}-problem`} className={styles.problem}>
            {problem}
          </p>
        ) : null}
        <div className={styles.dialogButtons}>
          <button type="submit">Apply</button>
          {initial ? (
            <button type="button" onClick={onRemove}>
              Remove link
            </button>
          ) : null}
          <button type="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

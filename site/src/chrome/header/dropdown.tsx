"use client";

import { memo, type ReactNode } from "react";
import styles from "./header.module.css";

export type DropdownId = "solutions" | "resources";

/**
 * One header dropdown (spec §2.3): a button that opens on click, Enter or Space, and on mouse hover.
 * Which one is open, Escape and outside clicks live in the header bar, so opening one closes the other.
 * Memoized: opening one re-renders that one only (the bar's callbacks and panels keep their identity).
 */
export const Dropdown = memo(function Dropdown({
  id,
  label,
  open,
  onOpen,
  onToggle,
  onLeave,
  children,
}: {
  id: DropdownId;
  label: string;
  open: boolean;
  onOpen: (id: DropdownId, by: "hover" | "click") => void;
  onToggle: (id: DropdownId) => void;
  onLeave: (id: DropdownId) => void;
  children: ReactNode;
}) {
  return (
    <li
      className={styles.dropdown}
      onPointerEnter={(event) => event.pointerType === "mouse" && onOpen(id, "hover")}
      onPointerLeave={(event) => event.pointerType === "mouse" && onLeave(id)}
    >
      <button
        type="button"
        className={styles.dropdownButton}
        aria-expanded={open}
        aria-controls={`menu-${id}`}
        onClick={() => onToggle(id)}
      >
        {label}
        <span className={styles.caret} aria-hidden="true" />
      </button>
      <div id={`menu-${id}`} className={styles.dropdownPanel} hidden={!open}>
        {children}
      </div>
    </li>
  );
});

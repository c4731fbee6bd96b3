"use client";

import styles from "./catalog.module.css";

type Props = { label: string; index: number; count: number; disabled?: boolean; onMove: (from: number, to: number) => void };

/** Move up / move down: the keyboard's way to reorder (dragging is the mouse's). */
export function OrderButtons({ label, index, count, disabled = false, onMove }: Props) {
  return (
    <span className={styles.orderButtons}>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={`Move ${label} up`}
        disabled={disabled || index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        ↑
      </button>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={`Move ${label} down`}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        ↓
      </button>
    </span>
  );
}

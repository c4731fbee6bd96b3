"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, type ReactNode } from "react";
import styles from "./modal.module.css";

const focusable =
  "a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), " +
  '[tabindex]:not([tabindex="-1"])';

/**
 * The modal dialog of spec §2.7/§4: optional back button, a close button, Escape and outside click
 * close it unless closing is prohibited or the modal is persistent. Focus stays inside while open
 * and goes back where it was on close. z-index 202, at most 630 px wide (spec §9).
 */
export function Modal({
  open,
  title,
  onClose,
  onBack,
  closeProhibited = false,
  persistent = false,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  onBack?: () => void;
  /** No way to close at all (no close button either), e.g. while something must finish. */
  closeProhibited?: boolean;
  /** Only the close button closes it; Escape and outside clicks do not. */
  persistent?: boolean;
  children: ReactNode;
}) {
  const t = useTranslations("Chrome");
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const dismissible = !closeProhibited && !persistent;

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    const first = dialog.current?.querySelector<HTMLElement>(focusable);
    (first ?? dialog.current)?.focus();
    return () => opener?.focus?.();
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "Escape" && dismissible) {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== "Tab" || !dialog.current) return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>(focusable)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return event.preventDefault();
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div
      className={styles.overlay}
      data-testid="modal-overlay"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && dismissible) onClose();
      }}
    >
      <div
        ref={dialog}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className={styles.bar}>
          {onBack && (
            <button type="button" className={styles.iconButton} onClick={onBack} aria-label={t("back")}>
              <span aria-hidden="true">‹</span>
            </button>
          )}
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {!closeProhibited && (
            <button type="button" className={styles.iconButton} onClick={onClose} aria-label={t("close")}>
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>
  );
}

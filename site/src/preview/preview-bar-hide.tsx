"use client";

import { previewBarHiddenKey, previewBarHiddenStyle } from "./preview-bar-storage";
import styles from "./review-bars.module.css";

/** Hides the preview bar for the rest of the session (sessionStorage), on this page at once. */
export function PreviewBarHide({ label, title }: { label: string; title: string }) {
  const hide = () => {
    try {
      sessionStorage.setItem(previewBarHiddenKey, "1");
    } catch {
      // storage refused (private mode): the bar still goes away on this page
    }
    const style = document.createElement("style");
    style.textContent = previewBarHiddenStyle;
    document.head.appendChild(style);
    document.getElementById("main")?.focus({ preventScroll: true });
  };
  return (
    <button type="button" className={styles.hide} onClick={hide} title={title}>
      {label}
    </button>
  );
}

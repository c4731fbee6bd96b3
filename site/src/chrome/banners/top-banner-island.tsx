"use client";

import { useEffect, useState, type ReactNode } from "react";
import styles from "./banners.module.css";

/** The closable part of a top banner: once closed it stays closed (local storage, spec §2.5). */
export function TopBannerIsland({
  id,
  storageKey,
  label,
  closeLabel,
  children,
}: {
  id: string;
  storageKey: string;
  label: string;
  closeLabel: string;
  children: ReactNode;
}) {
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    try {
      if (localStorage.getItem(storageKey)) setClosed(true);
    } catch {
      // Storage can be off (private mode); the banner then simply shows.
    }
  }, [storageKey]);
  if (closed) return null;
  const close = () => {
    try {
      localStorage.setItem(storageKey, String(Date.now()));
    } catch {
      // Without storage it closes for this page view only.
    }
    setClosed(true);
  };
  return (
    <div id={id} className={styles.top} role="region" aria-label={label}>
      <div className={styles.topInner}>
        {children}
        <button type="button" className={styles.close} onClick={close} aria-label={closeLabel}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </div>
  );
}

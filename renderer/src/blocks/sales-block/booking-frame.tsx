"use client";
// Island: the third-party scheduler loads only when the visitor asks for it. Until then nothing is
// fetched from the scheduler's host (landing speed, privacy), and a visitor whose network blocks it
// still has the contact panel beside it.
import { useState } from "react";
import sectionStyles from "../../shared/section.module.css";
import styles from "./sales-block.module.css";

interface BookingFrameProps {
  src: string;
  title: string;
  openLabel: string;
}

export function BookingFrame({ src, title, openLabel }: BookingFrameProps) {
  const [open, setOpen] = useState(false);
  if (open) return <iframe className={styles.booking} src={src} title={title} />;
  return (
    <div className={styles.bookingPlaceholder}>
      <p className={styles.bookingTitle}>{title}</p>
      <button type="button" className={sectionStyles.toggle} onClick={() => setOpen(true)}>
        {openLabel}
      </button>
    </div>
  );
}

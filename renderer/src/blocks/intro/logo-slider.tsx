"use client";
// Island: the partner logos scroll on their own; a button pauses them (WCAG 2.2.2 for moving content).
import { useState, type ReactNode } from "react";
import section from "../../shared/section.module.css";
import styles from "./intro.module.css";

interface LogoSliderProps {
  label: string;
  pauseLabel: string;
  playLabel: string;
  /** Server-rendered <li> logos. */
  children: ReactNode;
}

export function LogoSlider({ label, pauseLabel, playLabel, children }: LogoSliderProps) {
  const [paused, setPaused] = useState(false);
  return (
    <div className={styles.slider} data-paused={paused}>
      <div className={styles.viewport}>
        <ul className={styles.track} aria-label={label}>
          {children}
        </ul>
        {/* The copy makes the loop seamless; assistive technology reads the list once. */}
        <ul className={styles.track} aria-hidden="true">
          {children}
        </ul>
      </div>
      <button type="button" className={`${section.toggle} ${styles.pause}`} aria-pressed={paused} onClick={() => setPaused(!paused)}>
        {paused ? playLabel : pauseLabel}
      </button>
    </div>
  );
}

"use client";

import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import styles from "./carousel.module.css";

/**
 * A small carousel (spec §2.7): one slide at a time, previous and next buttons that wrap around,
 * and a live "Slide n of m" line for screen readers. No autoplay: nothing moves on its own.
 */
export function Carousel({ label, slides }: { label: string; slides: ReactNode[] }) {
  const t = useTranslations("Chrome");
  const [index, setIndex] = useState(0);
  const count = slides.length;
  const go = (step: number) => setIndex((current) => (current + step + count) % count);
  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label={label}>
      <div className={styles.viewport}>
        <div className={styles.track} style={{ transform: `translateX(-${index * 100}%)` }}>
          {slides.map((slide, slideIndex) => (
            <div
              key={slideIndex}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={t("slide", { index: slideIndex + 1, count })}
              aria-hidden={slideIndex !== index}
              inert={slideIndex !== index}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div className={styles.controls}>
        <button type="button" className={styles.arrow} onClick={() => go(-1)} aria-label={t("previous")} disabled={count < 2}>
          <span aria-hidden="true">‹</span>
        </button>
        <p className={styles.status} aria-live="polite">
          {t("slide", { index: index + 1, count })}
        </p>
        <button type="button" className={styles.arrow} onClick={() => go(1)} aria-label={t("next")} disabled={count < 2}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </section>
  );
}

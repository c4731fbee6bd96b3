"use client";

import { useEffect, useRef, useState } from "react";
import { formatMessage } from "@/i18n/format-message";
import type { Locale } from "@/i18n/locales";
import type { TrialBannerCase } from "./trial-banner-case";
import type { TrialBannerTexts } from "./trial-banner-texts";
import styles from "./trial-banner.module.css";

/**
 * The trial/demo banner of spec §4. The bar floats over the page bottom, so it moves nothing in view when
 * it appears after the session is known; an equally tall slot at the very end of the page keeps the footer's
 * last links reachable above it.
 */
export function TrialBanner({
  bannerCase,
  links,
  locale,
  texts,
  onClose,
}: {
  bannerCase: TrialBannerCase;
  links: Record<"billing" | "sales", string>;
  locale: Locale;
  texts: TrialBannerTexts;
  onClose: () => void;
}) {
  const t = (key: keyof TrialBannerTexts, count?: number) => formatMessage(texts[key], locale, count === undefined ? undefined : { count });
  const bar = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    // Other floating bars (cookie consent, intro bar) sit above this one: they read --sf-bottom-bar.
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => {
      setHeight(element.offsetHeight);
      root.setProperty("--sf-bottom-bar", `${element.offsetHeight}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty("--sf-bottom-bar");
    };
  }, []);
  const { text, button } = bannerCase;
  return (
    <div className={styles.slot} style={{ height }}>
      <div ref={bar} className={styles.trial} role="status" data-testid="trial-banner" data-case={bannerCase.id}>
        <p>{t(text.key, text.count)}</p>
        {button && (
          <a className={styles.button} href={links[button.target]}>
            {t(button.key)}
          </a>
        )}
        <button type="button" className={styles.close} onClick={onClose} aria-label={t("close")}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </div>
  );
}

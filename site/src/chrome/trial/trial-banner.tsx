"use client";

import { useTranslations } from "next-intl";
import type { SalesMode } from "../../session/sales-logic";
import { trialBannerCase, type TrialInfo } from "./trial-banner-case";
import styles from "./trial-banner.module.css";

/** The trial/demo banner of spec §4 for a signed-in account; the links come from the caller. */
export function TrialBanner({ trial, salesMode, links }: { trial: TrialInfo; salesMode: SalesMode; links: Record<"subscription" | "pricing" | "sales", string> }) {
  const t = useTranslations("Banners");
  const { text, button } = trialBannerCase(trial, salesMode);
  return (
    <div className={styles.trial} role="status">
      <p>{text.count === undefined ? t(text.key) : t(text.key, { count: text.count })}</p>
      {button && (
        <a className={styles.button} href={links[button.target]}>
          {t(button.key)}
        </a>
      )}
    </div>
  );
}

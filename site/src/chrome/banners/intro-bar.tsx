"use client";

import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { Suspense, useState } from "react";
import styles from "./banners.module.css";

type Props = { refValue: string; enabled: boolean; href: string; widgetImage: string };

/** Shown when `?ref=` is the product-launch site's value or the landing config enables it (spec §2.5). */
export function showIntroBar(ref: string | null, refValue: string, enabled: boolean): boolean {
  return enabled || (ref !== null && refValue !== "" && ref === refValue);
}

function IntroBarInner({ refValue, enabled, href, widgetImage }: Props) {
  const t = useTranslations("Banners");
  const query = useSearchParams();
  const [closed, setClosed] = useState(false);
  if (closed || !showIntroBar(query.get("ref"), refValue, enabled)) return null;
  return (
    <aside className={styles.intro} aria-label={t("introBar")}>
      <a href={href} className={styles.introLink}>
        {widgetImage && <img src={widgetImage} alt={t("introWidget")} width={64} height={64} />}
        <span>{t("introBar")}</span>
      </a>
      <button type="button" className={styles.close} onClick={() => setClosed(true)} aria-label={t("introClose")}>
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}

/** The intro bar floats over the page, so showing it after hydration moves nothing. */
export function IntroBar(props: Props) {
  return (
    <Suspense fallback={null}>
      <IntroBarInner {...props} />
    </Suspense>
  );
}

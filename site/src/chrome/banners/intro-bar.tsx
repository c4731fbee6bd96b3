"use client";

import { useSearchParams } from "next/navigation";
import { Suspense, useState } from "react";
import type { IslandTexts } from "@/i18n/island-texts";
import styles from "./banners.module.css";

type Props = {
  refValue: string;
  enabled: boolean;
  href: string;
  widgetImage: string;
  texts: IslandTexts<"introBar" | "introWidget" | "introClose">;
};

/** Shown when `?ref=` is the product-launch site's value or the landing config enables it (spec §2.5). */
export function showIntroBar(ref: string | null, refValue: string, enabled: boolean): boolean {
  return enabled || (ref !== null && refValue !== "" && ref === refValue);
}

function IntroBarInner({ refValue, enabled, href, widgetImage, texts }: Props) {
  const query = useSearchParams();
  const [closed, setClosed] = useState(false);
  if (closed || !showIntroBar(query.get("ref"), refValue, enabled)) return null;
  return (
    <aside className={styles.intro} aria-label={texts.introBar}>
      <a href={href} className={styles.introLink}>
        {widgetImage && <img src={widgetImage} alt={texts.introWidget} width={64} height={64} />}
        <span>{texts.introBar}</span>
      </a>
      <button type="button" className={styles.close} onClick={() => setClosed(true)} aria-label={texts.introClose}>
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

"use client";

import Cookies from "js-cookie";
import { useEffect, useState } from "react";
import type { IslandTexts } from "@/i18n/island-texts";
import { olderRunningLineCookies, runningLineCookie } from "./banner-storage";
import styles from "./banners.module.css";

/**
 * The running-line download banner (spec §2.5): on by default, dismissal kept in a cookie for
 * `days` under the banner version; cookies of older versions are cleared.
 */
export function RunningLineIsland({
  id,
  version,
  days,
  href,
  texts,
}: {
  id: string;
  version: number;
  days: number;
  href: string;
  texts: IslandTexts<"runningLine" | "download" | "dismiss">;
}) {
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    const present = Cookies.get();
    for (const name of olderRunningLineCookies(version)) if (name in present) Cookies.remove(name, { path: "/" });
    if (present[runningLineCookie(version)]) setDismissed(true);
  }, [version]);
  if (dismissed) return null;
  const dismiss = () => {
    Cookies.set(runningLineCookie(version), "1", { expires: days, path: "/", sameSite: "lax" });
    setDismissed(true);
  };
  const text = texts.runningLine;
  return (
    <div id={id} className={styles.runningLine} role="region" aria-label={text}>
      <a className={styles.runningLink} href={href}>
        <span className={styles.runningTrack} aria-hidden="true">
          {Array.from({ length: 6 }, (_, index) => (
            <span key={index}>
              {text} · {texts.download} ·
            </span>
          ))}
        </span>
        <span className="sf-visually-hidden">
          {text}: {texts.download}
        </span>
      </a>
      <button type="button" className={styles.close} onClick={dismiss} aria-label={texts.dismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

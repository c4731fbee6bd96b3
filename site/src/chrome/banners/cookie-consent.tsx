"use client";

import Cookies from "js-cookie";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import buttons from "@/styles/buttons.module.css";
import { consentCookie } from "./banner-storage";
import styles from "./banners.module.css";

/**
 * The cookie consent bar (spec §1): Got it, Learn about cookies. It floats over the page bottom
 * (nothing in view moves when it appears) and is remembered for a year.
 */
export function CookieConsent({ policyHref }: { policyHref: string }) {
  const t = useTranslations("Banners");
  const [show, setShow] = useState(false);
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => setShow(!Cookies.get(consentCookie)), []);
  // Room at the end of the page, so the bar never hides the last links (nothing above moves).
  useEffect(() => {
    const element = bar.current;
    if (!show || !element) return;
    const previous = document.body.style.paddingBottom;
    const observer = new ResizeObserver(() => {
      document.body.style.paddingBottom = `${element.offsetHeight + 32}px`;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      document.body.style.paddingBottom = previous;
    };
  }, [show]);
  if (!show) return null;
  const accept = () => {
    Cookies.set(consentCookie, "1", { expires: 365, path: "/", sameSite: "lax" });
    setShow(false);
  };
  return (
    <div ref={bar} className={styles.consent} role="region" aria-label={t("cookieLabel")}>
      <p>{t("cookieText")}</p>
      <div className={styles.consentActions}>
        <a href={policyHref}>{t("learnCookies")}</a>
        <button type="button" className={buttons.button} onClick={accept}>
          {t("gotIt")}
        </button>
      </div>
    </div>
  );
}

"use client";

import Cookies from "js-cookie";
import { useEffect, useRef, useState } from "react";
import type { IslandTexts } from "@/i18n/island-texts";
import buttons from "@/styles/buttons.module.css";
import { consentCookie } from "./banner-storage";
import styles from "./banners.module.css";

/**
 * The cookie consent bar (spec §1): Got it, Learn about cookies. It floats over the page bottom
 * (nothing in view moves when it appears) and is remembered for a year.
 */
export function CookieConsent({
  policyHref,
  texts,
}: {
  policyHref: string;
  texts: IslandTexts<"cookieLabel" | "cookieText" | "gotIt" | "learnCookies">;
}) {
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
    <div ref={bar} className={styles.consent} role="region" aria-label={texts.cookieLabel}>
      <p>{texts.cookieText}</p>
      <div className={styles.consentActions}>
        <a href={policyHref}>{texts.learnCookies}</a>
        <button type="button" className={buttons.button} onClick={accept}>
          {texts.gotIt}
        </button>
      </div>
    </div>
  );
}

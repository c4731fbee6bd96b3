"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import styles from "./sales.module.css";

type State = "waiting" | "loading" | "ready" | "failed";

/**
 * The third-party meeting scheduler of com's /sales (spec §2.6). Its script loads only when the
 * block comes near the viewport; if it cannot load (blocked, offline, CSP) or takes too long, a
 * mail link takes its place.
 */
export function MeetingScheduler({
  script,
  url,
  email,
  timeoutMs = 10_000,
}: {
  script: string;
  url: string;
  email: string;
  timeoutMs?: number;
}) {
  const t = useTranslations("Sales");
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>("waiting");

  useEffect(() => {
    const element = box.current;
    if (!element || state !== "waiting") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setState("loading");
        }
      },
      { rootMargin: "200px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [state]);

  useEffect(() => {
    if (state !== "loading") return;
    const tag = document.createElement("script");
    tag.src = script;
    tag.async = true;
    const timer = window.setTimeout(() => setState((current) => (current === "loading" ? "failed" : current)), timeoutMs);
    tag.onload = () => setState("ready");
    tag.onerror = () => setState("failed");
    document.body.appendChild(tag);
    return () => window.clearTimeout(timer);
  }, [state, script, timeoutMs]);

  return (
    <section className={styles.scheduler} aria-labelledby="scheduler-title" data-state={state}>
      <h2 id="scheduler-title">{t("schedulerTitle")}</h2>
      <div ref={box} className={styles.schedulerBox}>
        {state === "failed" ? (
          <p className={styles.schedulerFallback} role="status">
            {t.rich("schedulerFallback", { email, mail: (chunks) => <a href={`mailto:${email}`}>{chunks}</a> })}
          </p>
        ) : state === "ready" ? (
          <div className="calendly-inline-widget" data-url={url} style={{ minWidth: 280, height: 660 }} />
        ) : (
          <p className={styles.schedulerLoading}>{t("schedulerLoading")}</p>
        )}
      </div>
    </section>
  );
}

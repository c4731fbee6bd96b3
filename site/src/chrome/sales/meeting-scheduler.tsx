"use client";

import { useEffect, useRef, useState } from "react";
import type { SchedulerTexts } from "./sales-texts";
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
  texts,
  timeoutMs = 10_000,
}: {
  script: string;
  url: string;
  texts: SchedulerTexts;
  timeoutMs?: number;
}) {
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
      <h2 id="scheduler-title">{texts.schedulerTitle}</h2>
      <div ref={box} className={styles.schedulerBox}>
        {state === "failed" ? (
          <p className={styles.schedulerFallback} role="status">
            {texts.fallback}
          </p>
        ) : state === "ready" ? (
          <div className="calendly-inline-widget" data-url={url} style={{ minWidth: 280, height: 660 }} />
        ) : (
          <p className={styles.schedulerLoading}>{texts.schedulerLoading}</p>
        )}
      </div>
    </section>
  );
}

"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { ProgressMachine, type ProgressView } from "./progress-machine";
import styles from "./navigation-progress.module.css";

/** Error boundaries dispatch this so the bar fails with the navigation (spec §4). */
export const navigationFailedEvent = "sf:navigation-failed";

function isInternalNavigation(event: MouseEvent): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = (event.target as Element | null)?.closest?.("a");
  if (!anchor || anchor.target === "_blank" || anchor.hasAttribute("download")) return false;
  const url = new URL(anchor.href, window.location.href);
  return url.origin === window.location.origin && url.pathname + url.search !== window.location.pathname + window.location.search;
}

/** The 2 px top progress bar shown while a client navigation is under way. */
export function NavigationProgress() {
  const pathname = usePathname();
  const [view, setView] = useState<ProgressView>({ visible: false, percent: 0, failed: false });
  const machine = useRef<ProgressMachine | null>(null);

  useEffect(() => {
    const m = new ProgressMachine(setView);
    machine.current = m;
    const onClick = (event: MouseEvent) => isInternalNavigation(event) && m.start();
    const onPopState = () => m.start();
    const onFailed = () => m.fail();
    // Capture phase: next/link prevents the default in its own (bubbling) handler.
    document.addEventListener("click", onClick, true);
    window.addEventListener("popstate", onPopState);
    window.addEventListener(navigationFailedEvent, onFailed);
    return () => {
      document.removeEventListener("click", onClick, true);
      window.removeEventListener("popstate", onPopState);
      window.removeEventListener(navigationFailedEvent, onFailed);
      m.dispose();
    };
  }, []);

  useEffect(() => {
    machine.current?.finish();
  }, [pathname]);

  return (
    <div
      className={styles.bar}
      data-testid="navigation-progress"
      data-visible={view.visible}
      data-failed={view.failed}
      style={{ width: `${view.percent}%` }}
      aria-hidden="true"
    />
  );
}

"use client";
// The canvas at the chosen viewport width (375 / 768 / 1440 px): the page lays out at that width, as on
// such a screen, and is scaled down to fit when the Studio's middle column is narrower.
import { useEffect, useRef, useState, type ReactNode } from "react";
import styles from "./studio.module.css";

export function CanvasFrame({ width, onClickBeside, children }: { width: number; onClickBeside?: () => void; children: ReactNode }) {
  const outer = useRef<HTMLElement>(null);
  // A click on the margin around the page (not on the page: that is in its own frame).
  useEffect(() => {
    const element = outer.current;
    if (!element || !onClickBeside) return;
    const onClick = (event: MouseEvent) => {
      if (event.target === element || event.target === element.firstElementChild) onClickBeside();
    };
    element.addEventListener("click", onClick);
    return () => element.removeEventListener("click", onClick);
  }, [onClickBeside]);
  const [box, setBox] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const element = outer.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => entry && setBox({ width: entry.contentRect.width, height: entry.contentRect.height }));
    observer.observe(element);
    // Puck's canvas iframe comes without a title; a screen reader announces the frame by it.
    const title = () => {
      const frame = element.querySelector("iframe");
      if (frame && !frame.getAttribute("title")) frame.setAttribute("title", "Page preview");
    };
    const titles = new MutationObserver(title);
    titles.observe(element, { childList: true, subtree: true, attributes: true, attributeFilter: ["title"] });
    title();
    return () => {
      observer.disconnect();
      titles.disconnect();
    };
  }, []);
  const scale = box.width > 0 ? Math.min(1, box.width / width) : 1;
  return (
    <section ref={outer} aria-label="Canvas" className={styles.canvas}>
      <div
        className={styles.frame}
        data-viewport={width}
        style={{ width, height: box.height > 0 ? box.height / scale : "100%", transform: scale < 1 ? `scale(${scale})` : undefined }}
      >
        {children}
      </div>
    </section>
  );
}

"use client";

import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from "react";
import { breakpoints, useMediaQuery } from "@/ui/use-media-query";
import type { HeaderNav } from "@/chrome/nav-types";
import type { Locale } from "@/i18n/locales";
import { AccountLinks } from "./account-links";
import type { HeaderTexts } from "./header-texts";
import { ResourcesPanel, SolutionsPanel } from "./menu-panels";
import { PricingLink } from "./pricing-link";
import styles from "./header.module.css";

type Page = "main" | "solutions" | "resources";

/**
 * The side drawer below 1024 px (spec §2.3): the header's items, with Solutions and Resources as
 * sub-pages. Any link click closes it; the header bar closes it on backdrop or outside click,
 * Escape, resize to desktop and route change under 768 px. Below 576 px the page behind stops scrolling.
 */
export function SideDrawer({
  nav,
  locale,
  texts,
  panelRef,
  headerRef,
  onClose,
}: {
  nav: HeaderNav;
  locale: Locale;
  texts: HeaderTexts;
  panelRef: RefObject<HTMLDivElement | null>;
  headerRef: RefObject<HTMLElement | null>;
  onClose: () => void;
}) {
  const [page, setPage] = useState<Page>("main");
  const [top, setTop] = useState<number | null>(null);

  // The drawer hangs from the header's bottom edge, wherever banners above have put it.
  useLayoutEffect(() => {
    const place = () => setTop(Math.max(0, headerRef.current?.getBoundingClientRect().bottom ?? 70));
    place();
    window.addEventListener("scroll", place, { passive: true });
    window.addEventListener("resize", place);
    return () => {
      window.removeEventListener("scroll", place);
      window.removeEventListener("resize", place);
    };
  }, [headerRef]);
  const placement = top === null ? undefined : { top };
  const lastSubPage = useRef<Page>("main");
  const lockScroll = useMediaQuery(breakpoints.scrollLock);

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const back =
      lastSubPage.current !== "main" && page === "main"
        ? panel.querySelector<HTMLElement>(`[data-subpage="${lastSubPage.current}"]`)
        : null;
    (back ?? panel.querySelector<HTMLElement>("a[href], button"))?.focus();
    lastSubPage.current = page;
  }, [page, panelRef]);

  useEffect(() => {
    if (!lockScroll) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = previous;
    };
  }, [lockScroll]);

  const subPageTitle = page === "solutions" ? texts.solutions : texts.resources;
  return (
    <>
      <div className={styles.backdrop} style={placement} data-testid="drawer-backdrop" onClick={onClose} />
      <div
        id="side-drawer"
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label={texts.menu}
        style={placement}
        className={page === "main" ? styles.drawer : `${styles.drawer} ${styles.drawerWide}`}
        onClick={(event) => {
          if ((event.target as Element).closest("a")) onClose();
        }}
      >
        {page === "main" ? (
          <nav aria-label={texts.menu}>
            <ul className={styles.drawerList}>
              {nav.solutions && (
                <li>
                  <button type="button" className={styles.drawerSubpage} data-subpage="solutions" onClick={() => setPage("solutions")}>
                    {texts.solutions}
                    <span aria-hidden="true">›</span>
                  </button>
                </li>
              )}
              <li>
                <button type="button" className={styles.drawerSubpage} data-subpage="resources" onClick={() => setPage("resources")}>
                  {texts.resources}
                  <span aria-hidden="true">›</span>
                </button>
              </li>
              {nav.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
              <li>
                <PricingLink pricing={nav.pricing} sales={nav.sales} />
              </li>
            </ul>
            <AccountLinks signIn={nav.signIn} console={nav.console} sales={nav.sales} place="drawer" locale={locale} texts={texts} />
          </nav>
        ) : (
          <div className={styles.drawerPage}>
            <button type="button" className={styles.drawerBack} onClick={() => setPage("main")}>
              <span aria-hidden="true">‹</span> {texts.back}
            </button>
            <h2 className={styles.drawerTitle}>{subPageTitle}</h2>
            {page === "solutions" && nav.solutions ? (
              <SolutionsPanel groups={nav.solutions} />
            ) : (
              <ResourcesPanel resources={nav.resources} idPrefix="drawer" texts={texts} />
            )}
          </div>
        )}
      </div>
    </>
  );
}

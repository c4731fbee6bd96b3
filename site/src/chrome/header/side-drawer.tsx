"use client";

import { memo, useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { breakpoints, useMediaQuery } from "@/ui/use-media-query";
import type { HeaderNav } from "@/chrome/nav-types";
import type { Locale } from "@/i18n/locales";
import { AccountLinks } from "./account-links";
import type { DrawerPage } from "./early-menus";
import type { HeaderTexts } from "./header-texts";
import { ResourcesPanel, SolutionsPanel } from "./menu-panels";
import { PricingLink } from "./pricing-link";
import styles from "./header.module.css";

/**
 * The side drawer below 1024 px (spec §2.3): the header's items, with Solutions and Resources as
 * sub-pages. Any link click closes it; the header bar closes it on backdrop or outside click,
 * Escape, resize to desktop and route change under 768 px. Below 576 px the page behind stops scrolling.
 * It is always in the HTML, hidden while closed, with its three pages (the ones not shown hidden): so the early
 * script (early-menus-script.ts) opens it with a tap before the header hydrates, and the hydrated bar takes over the
 * same elements. Its hooks are the data attributes (`data-drawer-page`, `data-subpage`, `data-drawer-back`).
 * Memoized: opening a dropdown re-renders the bar, not the drawer's hundred hidden elements.
 */
export const SideDrawer = memo(function SideDrawer({
  open,
  page,
  onPage,
  nav,
  locale,
  texts,
  panelRef,
  headerRef,
  onClose,
}: {
  open: boolean;
  page: DrawerPage;
  onPage: (page: DrawerPage) => void;
  nav: HeaderNav;
  locale: Locale;
  texts: HeaderTexts;
  panelRef: RefObject<HTMLDivElement | null>;
  headerRef: RefObject<HTMLElement | null>;
  onClose: () => void;
}) {
  const [top, setTop] = useState<number | null>(null);

  // The drawer hangs from the header's bottom edge, wherever banners above have put it.
  useLayoutEffect(() => {
    if (!open) return;
    const place = () => setTop(Math.max(0, headerRef.current?.getBoundingClientRect().bottom ?? 70));
    place();
    window.addEventListener("scroll", place, { passive: true });
    window.addEventListener("resize", place);
    return () => {
      window.removeEventListener("scroll", place);
      window.removeEventListener("resize", place);
    };
  }, [open, headerRef]);
  const placement = top === null ? undefined : { top };
  const lockScroll = useMediaQuery(breakpoints.scrollLock);

  // Opening, and every change of page, focuses the page's first item, or (back from a sub-page) the button that
  // opened it. A focus already inside the page shown stays: the visitor's, moved there before the header hydrated.
  const lastPage = useRef<DrawerPage>("main");
  useEffect(() => {
    const from = lastPage.current;
    lastPage.current = open ? page : "main";
    const shown = open ? panelRef.current?.querySelector<HTMLElement>(`[data-drawer-page="${page}"]`) : null;
    if (!shown || shown.contains(document.activeElement)) return;
    const back = from !== "main" && page === "main" ? shown.querySelector<HTMLElement>(`[data-subpage="${from}"]`) : null;
    (back ?? shown.querySelector<HTMLElement>("a[href], button"))?.focus();
  }, [open, page, panelRef]);

  useEffect(() => {
    if (!open || !lockScroll) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open, lockScroll]);

  return (
    <>
      <div
        className={styles.backdrop}
        style={placement}
        data-testid="drawer-backdrop"
        data-drawer-backdrop=""
        hidden={!open}
        onClick={onClose}
      />
      <div
        id="side-drawer"
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label={texts.menu}
        style={placement}
        className={styles.drawer}
        data-page={page}
        hidden={!open}
        onClick={(event) => {
          if ((event.target as Element).closest("a")) onClose();
        }}
      >
        <nav aria-label={texts.menu} data-drawer-page="main" hidden={page !== "main"}>
          <ul className={styles.drawerList}>
            {nav.solutions && (
              <li>
                <button type="button" className={styles.drawerSubpage} data-subpage="solutions" onClick={() => onPage("solutions")}>
                  {texts.solutions}
                  <span aria-hidden="true">›</span>
                </button>
              </li>
            )}
            <li>
              <button type="button" className={styles.drawerSubpage} data-subpage="resources" onClick={() => onPage("resources")}>
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
        {nav.solutions && (
          <SubPage page="solutions" shown={page} title={texts.solutions} back={texts.back} onBack={() => onPage("main")}>
            <SolutionsPanel groups={nav.solutions} idPrefix="drawer" />
          </SubPage>
        )}
        <SubPage page="resources" shown={page} title={texts.resources} back={texts.back} onBack={() => onPage("main")}>
          <ResourcesPanel resources={nav.resources} idPrefix="drawer" texts={texts} />
        </SubPage>
      </div>
    </>
  );
});

/** One sub-page of the drawer: Back, its title and its panel; hidden unless it is the page shown. */
function SubPage({
  page,
  shown,
  title,
  back,
  onBack,
  children,
}: {
  page: DrawerPage;
  shown: DrawerPage;
  title: string;
  back: string;
  onBack: () => void;
  children: ReactNode;
}) {
  return (
    <div className={styles.drawerPage} data-drawer-page={page} hidden={page !== shown}>
      <button type="button" className={styles.drawerBack} data-drawer-back="" onClick={onBack}>
        <span aria-hidden="true">‹</span> {back}
      </button>
      <h2 className={styles.drawerTitle}>{title}</h2>
      {children}
    </div>
  );
}

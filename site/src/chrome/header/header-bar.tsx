"use client";

import { usePathname } from "next/navigation";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Logo } from "@/ui/logo";
import buttons from "@/styles/buttons.module.css";
import { breakpoints } from "@/ui/use-media-query";
import { useOutsideClick } from "@/ui/use-outside-click";
import type { HeaderNav } from "@/chrome/nav-types";
import type { Locale } from "@/i18n/locales";
import { AccountLinks } from "./account-links";
import { Dropdown, type DropdownId } from "./dropdown";
import { takeOverEarlyMenus, type DrawerPage } from "./early-menus";
import { ResourcesPanel, SolutionsPanel } from "./menu-panels";
import type { HeaderTexts } from "./header-texts";
import { PricingLink } from "./pricing-link";
import { SideDrawer } from "./side-drawer";
import styles from "./header.module.css";

/**
 * The header's interactive part (spec §2.3, §4): dropdowns from 1024 px (one open at a time, hover
 * or click, outside click and Escape close), the burger and side drawer below 1024 px.
 * Opening a menu re-renders only the dropdowns whose state changed: the callbacks are stable, the panels and
 * the rest of the bar are memoized (at 4× CPU re-rendering the whole bar made the menu's tap paint late).
 * The drawer is rendered (hidden) from the start, so the early script can open it before the bar hydrates.
 */
export function HeaderBar({
  nav,
  variant,
  locale,
  texts,
}: {
  nav: HeaderNav;
  variant: "full" | "compact";
  locale: Locale;
  texts: HeaderTexts;
}) {
  const [open, setOpen] = useState<DropdownId | null>(null);
  const openedBy = useRef<"hover" | "click">("click");
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerPage, setDrawerPage] = useState<DrawerPage>("main");
  const navRef = useRef<HTMLElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  const pathname = usePathname();
  const logo = useMemo(
    () => (
      <a className={styles.logo} href={nav.home} aria-label={texts.home}>
        <Logo />
      </a>
    ),
    [nav.home, texts.home],
  );
  const lastPathname = useRef(pathname);

  const closeDropdown = useCallback(() => setOpen(null), []);
  const closeDrawer = useCallback((returnFocus = false) => {
    setDrawerOpen(false);
    if (returnFocus) burgerRef.current?.focus();
  }, []);
  const closeDrawerQuietly = useCallback(() => closeDrawer(), [closeDrawer]);
  // The drawer opens on its main page, or (handed over from the early script) where the visitor already is.
  const openDrawer = useCallback((page: DrawerPage = "main") => {
    setDrawerPage(page);
    setDrawerOpen(true);
  }, []);

  useOutsideClick([navRef], closeDropdown, open !== null);
  useOutsideClick([drawerRef, burgerRef], closeDrawerQuietly, drawerOpen);

  // Crossing 1024 px swaps dropdowns for the drawer: whatever was open on the other side closes.
  // Listening to the crossing itself (not the rendered value) also catches a quick there-and-back resize.
  useEffect(() => {
    const list = window.matchMedia(breakpoints.desktopMenu);
    const onChange = (event: MediaQueryListEvent) => (event.matches ? setDrawerOpen(false) : setOpen(null));
    list.addEventListener("change", onChange);
    return () => list.removeEventListener("change", onChange);
  }, []);

  // A route change closes the drawer on narrow windows (spec §2.3: under 768 px).
  useEffect(() => {
    if (pathname === lastPathname.current) return;
    lastPathname.current = pathname;
    if (window.matchMedia(breakpoints.drawerAutoClose).matches) setDrawerOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (open === null && !drawerOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      if (drawerOpen) return closeDrawer(true);
      const trigger = document.querySelector<HTMLElement>(`[aria-controls="menu-${open}"]`);
      const focusInside = navRef.current?.contains(document.activeElement) ?? false;
      setOpen(null);
      if (focusInside) trigger?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, drawerOpen, closeDrawer]);

  // The open menu as the handlers see it, so they need not change (and re-render every dropdown) with it.
  const openNow = useRef<DropdownId | null>(null);
  useEffect(() => {
    openNow.current = open;
  }, [open]);
  const onOpen = useCallback((id: DropdownId, by: "hover" | "click") => {
    openedBy.current = by;
    setOpen(id);
  }, []);
  // A click on a button that hover just opened keeps it open (the visitor aimed at it); a second click closes.
  const onToggle = useCallback(
    (id: DropdownId) => {
      if (openNow.current === id && openedBy.current === "click") return setOpen(null);
      onOpen(id, "click");
    },
    [onOpen],
  );
  // What the visitor opened before the header hydrated (early-menus-script.ts) stays open, now React's to close:
  // a dropdown or the drawer (already shown, on the page the visitor is on).
  useEffect(() => {
    const early = takeOverEarlyMenus(["solutions", "resources"]);
    if (early.dropdown) onOpen(early.dropdown, "click");
    if (early.drawer) openDrawer(early.drawerPage);
  }, [onOpen, openDrawer]);
  const onLeave = useCallback((id: DropdownId) => {
    if (openNow.current === id && openedBy.current === "hover") setOpen(null);
  }, []);
  const solutionsPanel = useMemo(() => nav.solutions && <SolutionsPanel groups={nav.solutions} idPrefix="dropdown" />, [nav.solutions]);
  const resourcesPanel = useMemo(
    () => <ResourcesPanel resources={nav.resources} idPrefix="dropdown" texts={texts} />,
    [nav.resources, texts],
  );
  const otherLinks = useMemo(
    () => (
      <>
        {nav.links.map((link) => (
          <li key={link.href}>
            <a className={styles.navLink} href={link.href}>
              {link.label}
            </a>
          </li>
        ))}
        <li className={styles.navLink}>
          <PricingLink pricing={nav.pricing} sales={nav.sales} />
        </li>
      </>
    ),
    [nav.links, nav.pricing, nav.sales],
  );
  const accountLinks = useMemo(
    () => <AccountLinks signIn={nav.signIn} console={nav.console} sales={nav.sales} place="bar" locale={locale} texts={texts} />,
    [nav.signIn, nav.console, nav.sales, locale, texts],
  );

  return (
    <header ref={headerRef} className={styles.header}>
      <div className={styles.inner}>
        {logo}
        {variant === "full" && (
          <nav ref={navRef} className={styles.desktopNav} aria-label={texts.mainNavigation}>
            <ul className={styles.navList}>
              {nav.solutions && (
                <Dropdown
                  id="solutions"
                  label={texts.solutions}
                  open={open === "solutions"}
                  onOpen={onOpen}
                  onToggle={onToggle}
                  onLeave={onLeave}
                >
                  {solutionsPanel}
                </Dropdown>
              )}
              <Dropdown
                id="resources"
                label={texts.resources}
                open={open === "resources"}
                onOpen={onOpen}
                onToggle={onToggle}
                onLeave={onLeave}
              >
                {resourcesPanel}
              </Dropdown>
              {otherLinks}
            </ul>
          </nav>
        )}
        {variant === "full" ? (
          accountLinks
        ) : (
          <a className={`${buttons.button} ${styles.cta} ${styles.compactCta}`} href={nav.sales}>
            {texts.requestDemo}
          </a>
        )}
        {variant === "full" && (
          <button
            ref={burgerRef}
            type="button"
            className={styles.burger}
            aria-expanded={drawerOpen}
            aria-controls="side-drawer"
            aria-label={drawerOpen ? texts.closeMenu : texts.openMenu}
            data-open-label={texts.openMenu}
            data-close-label={texts.closeMenu}
            onClick={() => (drawerOpen ? closeDrawer() : openDrawer())}
          >
            <span className={styles.burgerIcon} aria-hidden="true" />
          </button>
        )}
      </div>
      {variant === "full" && (
        <SideDrawer
          open={drawerOpen}
          page={drawerPage}
          onPage={setDrawerPage}
          nav={nav}
          locale={locale}
          texts={texts}
          panelRef={drawerRef}
          headerRef={headerRef}
          onClose={closeDrawerQuietly}
        />
      )}
    </header>
  );
}

import type { ReactNode } from "react";
import { Logo } from "@/ui/logo";
import styles from "./layouts.module.css";

/** The error layout: just the logo and the error, so it renders even when the rest of the chrome cannot. */
export function ErrorLayout({ homeHref, homeLabel, children }: { homeHref: string; homeLabel: string; children: ReactNode }) {
  return (
    <>
      <header className={styles.errorHeader}>
        <a href={homeHref} aria-label={homeLabel}>
          <Logo />
        </a>
      </header>
      <main id="main">{children}</main>
    </>
  );
}

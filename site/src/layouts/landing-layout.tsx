import { ChromeLayout } from "./chrome-layout";
import type { LayoutProps } from "./layout-props";
import styles from "./layouts.module.css";

/** Newer landing layout (spec §2.2): full header, full-bleed sections that set their own widths, footer. */
export function LandingLayout(props: LayoutProps) {
  return <ChromeLayout {...props} header="full" mainClassName={styles.landing} />;
}

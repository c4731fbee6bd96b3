import { ChromeLayout } from "./chrome-layout";
import type { LayoutProps } from "./layout-props";
import styles from "./layouts.module.css";

/**
 * Older landing layout (spec §2.2): a compact header with only the logo and the demo button, so
 * campaign landings keep visitors on the path to /sales.
 */
export function LegacyLandingLayout(props: LayoutProps) {
  return <ChromeLayout {...props} header="compact" mainClassName={styles.landing} />;
}

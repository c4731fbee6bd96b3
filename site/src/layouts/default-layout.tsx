import { ChromeLayout } from "./chrome-layout";
import type { LayoutProps } from "./layout-props";
import styles from "./layouts.module.css";

/** Default layout (spec §2.2): header, a page column of at most 980 px, footer. */
export function DefaultLayout(props: LayoutProps) {
  return <ChromeLayout {...props} header="full" mainClassName={styles.page} />;
}

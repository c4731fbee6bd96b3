import type { ReactNode } from "react";
import styles from "./online-studio.module.css";

/** The sign-in page's frame: the Studio's name above the site's sign-in form. */
export function StudioSignIn({ children }: { children: ReactNode }) {
  return (
    <main className={styles.signIn}>
      <p className={styles.brand}>Storyfront Studio</p>
      <h1 className={styles.signInTitle}>Sign in to write and publish</h1>
      {children}
    </main>
  );
}

import { localePath } from "@/i18n/locale-path";
import type { Locale } from "@/i18n/locales";
import styles from "./forms.module.css";

/** What an e-mailed link's page shows once its work is done: the title, what happened (read out), and the way to sign in. */
export function LinkDone({ title, done, signIn, locale }: { title: string; done: string; signIn: string; locale: Locale }) {
  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      <p className={styles.notice} role="status">
        {done}
      </p>
      <p className={styles.links}>
        <a href={localePath(locale, "/login")}>{signIn}</a>
      </p>
    </div>
  );
}

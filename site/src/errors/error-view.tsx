import type { ReactNode } from "react";
import { errorCopy } from "./error-copy";
import styles from "./error-view.module.css";

type Props = {
  status?: number;
  /** Catalogue texts, resolved by the caller (server or client). */
  texts: { notFound: string; gone?: string; forbidden: string; generic: string; goHome: string };
  homeHref: string;
  detail?: string;
  action?: ReactNode;
};

/** The error page body of spec §2.7: title and image by status, always a link home. */
export function ErrorView({ status, texts, homeHref, detail, action }: Props) {
  const copy = errorCopy(status);
  return (
    <section className={styles.error} data-status={copy.status} aria-labelledby="error-title">
      {/* Lazy: every page carries the 404 and 403 views as Next's boundaries, and React preloads a plain image
          there, which put both pictures into every page's first seconds on a phone. */}
      {copy.image && <img className={styles.image} src={copy.image} alt="" width={320} height={200} loading="lazy" />}
      <h1 id="error-title" className={styles.title}>
        {texts[copy.titleKey] ?? texts.notFound}
      </h1>
      {detail && <p className={styles.detail}>{detail}</p>}
      <div className={styles.actions}>
        {action}
        <a className={styles.home} href={homeHref}>
          {texts.goHome}
        </a>
      </div>
    </section>
  );
}

import { getTranslations } from "next-intl/server";
import { localePath } from "@/i18n/locale-path";
import type { Locale } from "@/i18n/locales";
import buttons from "@/styles/buttons.module.css";
import styles from "./try-now-buttons.module.css";

/** The try-now pair of spec §2.5: a demo button and a request-demo button, either can be hidden; both go to /sales. */
export async function TryNowButtons({
  locale,
  demo = true,
  requestDemo = true,
}: {
  locale: Locale;
  demo?: boolean;
  requestDemo?: boolean;
}) {
  if (!demo && !requestDemo) return null;
  const t = await getTranslations({ locale, namespace: "Banners" });
  const sales = localePath(locale, "/sales");
  return (
    <div className={styles.buttons}>
      {demo && (
        <a className={buttons.secondary} href={sales}>
          {t("demo")}
        </a>
      )}
      {requestDemo && (
        <a className={buttons.button} href={sales}>
          {t("requestDemo")}
        </a>
      )}
    </div>
  );
}

import { getTranslations } from "next-intl/server";
import { requirePageDomain, type PageParams } from "../../../../domain/page-domain";
import { localePath } from "../../../../i18n/locale-path";
import buttons from "../../../../styles/buttons.module.css";
import styles from "./home.module.css";

// Home frame: the landing content (blocks from content/) replaces this body.
export default async function HomePage({ params }: { params: Promise<PageParams> }) {
  const { locale } = await requirePageDomain(params);
  const t = await getTranslations({ locale, namespace: "Metadata" });
  const layout = await getTranslations({ locale, namespace: "Layout" });
  return (
    <section className={styles.hero}>
      <h1>{t("defaultTitle")}</h1>
      <p>{t("defaultDescription")}</p>
      <a className={buttons.button} href={localePath(locale, "/sales")}>
        {layout("requestDemo")}
      </a>
    </section>
  );
}

import type { Page } from "@storyfront/schemas";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import { BlogCard } from "./blog-card";
import styles from "./blog.module.css";

/** /press-releases: one card per press release. */
export async function PressReleasesView({ locale, items, listPath }: { locale: Locale; items: Page[]; listPath: string }) {
  const t = await getTranslations({ locale, namespace: "PressReleases" });
  return (
    <>
      <header className={styles.intro}>
        <h1>{t("title")}</h1>
        <p>{t("subtitle")}</p>
      </header>
      {items.length === 0 ? (
        <p className={styles.empty}>{t("empty")}</p>
      ) : (
        <ul className={styles.grid}>
          {items.map((item) => (
            <li key={item.id}>
              <BlogCard page={item} locale={locale} href={`${listPath}/${item.slug}`} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

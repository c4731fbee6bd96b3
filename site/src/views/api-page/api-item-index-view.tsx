import type { Page } from "@storyfront/schemas";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import { itemIndexTexts, type ItemPrefix } from "@/page-data/api-item-index";
import { BlogCard } from "@/views/blog/blog-card";
import styles from "@/views/blog/blog.module.css";

/** `/game` and `/s` without an id: a card per item, each linking to `{prefix}/{slug}`. */
export async function ApiItemIndexView({ locale, prefix, items }: { locale: Locale; prefix: ItemPrefix; items: Page[] }) {
  const t = await getTranslations({ locale, namespace: "ApiPages" });
  const texts = itemIndexTexts(prefix);
  return (
    <div data-testid="api-item-index">
      <header className={styles.intro}>
        <h1>{t(texts.title)}</h1>
        <p>{t(texts.intro)}</p>
      </header>
      {items.length === 0 ? (
        <p className={styles.empty}>{t("indexEmpty")}</p>
      ) : (
        <ul className={styles.grid}>
          {items.map((item) => (
            <li key={item.id}>
              <BlogCard page={item} locale={locale} href={`${prefix}/${item.slug}`} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

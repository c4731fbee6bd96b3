import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { ClientMessages } from "@/i18n/client-messages";
import { localePath } from "@/i18n/locale-path";
import type { Locale } from "@/i18n/locales";
import { blogPaths } from "@/page-data/blog-route";
import { BlogSearch } from "./blog-search";
import styles from "./blog.module.css";

/** A static shell; the query is read from the URL in the browser, so the page stays cached. */
export async function BlogSearchView({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "Blog" });
  return (
    <>
      <header className={styles.intro}>
        <a href={localePath(locale, blogPaths.list)}>← {t("backToBlog")}</a>
        <h1>{t("searchLabel")}</h1>
      </header>
      <Suspense fallback={null}>
        <ClientMessages namespaces={["Blog", "Errors"]}>
          <BlogSearch />
        </ClientMessages>
      </Suspense>
    </>
  );
}

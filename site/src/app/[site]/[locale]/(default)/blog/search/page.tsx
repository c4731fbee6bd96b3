import type { Metadata } from "next";
import { pageMetadata } from "@/seo/page-metadata";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { ClientMessages } from "@/i18n/client-messages";
import { BlogSearch } from "@/views/blog/blog-search";
import styles from "@/views/blog/blog.module.css";
import { blogPaths } from "@/page-data/blog-route";
import { pageDomain, requirePageDomain, type PageParams } from "@/domain/page-domain";
import { localePath } from "@/i18n/locale-path";

type Props = { params: Promise<PageParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const resolved = pageDomain(await params);
  if (!resolved) return {};
  const t = await getTranslations({ locale: resolved.locale, namespace: "Blog" });
  // The results are drawn in the browser; the sitemap leaves this page out.
  return pageMetadata({ ...resolved, routePath: blogPaths.search, title: t("searchLabel"), description: t("metaDescription") });
}

/** A static shell; the query is read from the URL in the browser, so the page stays cached. */
export default async function BlogSearchPage({ params }: Props) {
  const { locale } = await requirePageDomain(params);
  const t = await getTranslations({ locale, namespace: "Blog" });
  return (
    <>
      <header className={styles.intro}>
        <a href={localePath(locale, blogPaths.list)}>← {t("backToBlog")}</a>
        <h1>{t("searchLabel")}</h1>
      </header>
      <Suspense fallback={null}>
        <ClientMessages namespaces={["Blog"]}>
          <BlogSearch />
        </ClientMessages>
      </Suspense>
    </>
  );
}

import { PageType } from "@storyfront/schemas";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { listPages, serverApi } from "@/api-client";
import { hreflangAlternates, routeLocalePaths } from "@/i18n/route-locale-paths";
import { BlogCard } from "@/views/blog/blog-card";
import styles from "@/views/blog/blog.module.css";
import { pageDomain, requirePageDomain, type PageParams } from "@/domain/page-domain";

type Props = { params: Promise<PageParams> };

const listPath = "/press-releases";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const resolved = pageDomain(await params);
  if (!resolved) return {};
  const t = await getTranslations({ locale: resolved.locale, namespace: "PressReleases" });
  return {
    title: t("title"),
    description: t("subtitle"),
    alternates: { languages: hreflangAlternates(routeLocalePaths(listPath, resolved.domain.availableLocales), resolved.domain.baseUrl) },
  };
}

/** /press-releases: press releases (page type 6), newest first. */
export default async function PressReleasesPage({ params }: Props) {
  const { domain, locale } = await requirePageDomain(params);
  const [t, list] = await Promise.all([
    getTranslations({ locale, namespace: "PressReleases" }),
    listPages(serverApi(domain, locale), { type: PageType.pressRelease, sort: "-created_at", "per-page": 50 }),
  ]);
  return (
    <>
      <header className={styles.intro}>
        <h1>{t("title")}</h1>
        <p>{t("subtitle")}</p>
      </header>
      {list.items.length === 0 ? (
        <p className={styles.empty}>{t("empty")}</p>
      ) : (
        <ul className={styles.grid}>
          {list.items.map((item) => (
            <li key={item.id}>
              <BlogCard page={item} locale={locale} href={`${listPath}/${item.slug}`} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

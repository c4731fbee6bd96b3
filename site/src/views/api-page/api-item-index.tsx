import { PageType } from "@storyfront/schemas";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { listPages, serverApi } from "@/api-client";
import { hreflangAlternates, routeLocalePaths } from "@/i18n/route-locale-paths";
import { pageDomain, requirePageDomain, type PageParams } from "@/domain/page-domain";
import { BlogCard } from "@/views/blog/blog-card";
import styles from "@/views/blog/blog.module.css";

type Props = { params: Promise<PageParams> };

/**
 * `/game` and `/s` without an id (spec §2.1 `{id?}`): an index of that kind's items rather than a 404.
 * Games are the web stories (type 5) in their `order`; short items are the landing pages (type 9), newest first.
 */
const kinds = {
  "/game": { type: PageType.webStory, sort: "order", title: "gameIndexTitle", intro: "gameIndexIntro" },
  "/s": { type: PageType.landingPage, sort: "-created_at", title: "itemIndexTitle", intro: "itemIndexIntro" },
} as const;

export function apiItemIndex(prefix: keyof typeof kinds) {
  const kind = kinds[prefix];

  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const resolved = pageDomain(await params);
    if (!resolved) return {};
    const t = await getTranslations({ locale: resolved.locale, namespace: "ApiPages" });
    return {
      title: t(kind.title),
      description: t(kind.intro),
      alternates: { languages: hreflangAlternates(routeLocalePaths(prefix, resolved.domain.availableLocales), resolved.domain.baseUrl) },
    };
  }

  async function ApiItemIndexPage({ params }: Props) {
    const { domain, locale } = await requirePageDomain(params);
    const [t, list] = await Promise.all([
      getTranslations({ locale, namespace: "ApiPages" }),
      listPages(serverApi(domain, locale), { type: kind.type, sort: kind.sort, "per-page": 50 }),
    ]);
    return (
      <div data-testid="api-item-index">
        <header className={styles.intro}>
          <h1>{t(kind.title)}</h1>
          <p>{t(kind.intro)}</p>
        </header>
        {list.items.length === 0 ? (
          <p className={styles.empty}>{t("indexEmpty")}</p>
        ) : (
          <ul className={styles.grid}>
            {list.items.map((item) => (
              <li key={item.id}>
                <BlogCard page={item} locale={locale} href={`${prefix}/${item.slug}`} />
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  }

  return { generateMetadata, ApiItemIndexPage };
}

import { PageType } from "@storyfront/schemas";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { listPages, serverApi } from "@/api-client";
import { pageMetadata } from "@/seo/page-metadata";
import styles from "@/views/blog/blog.module.css";
import { blogPaths } from "@/page-data/blog-route";
import { pageDomain, requirePageDomain, type PageParams } from "@/domain/page-domain";
import { localePath } from "@/i18n/locale-path";

type Props = { params: Promise<PageParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const resolved = pageDomain(await params);
  if (!resolved) return {};
  const t = await getTranslations({ locale: resolved.locale, namespace: "Blog" });
  return pageMetadata({ ...resolved, routePath: blogPaths.stories, title: t("stories"), description: t("metaDescription") });
}

/** /blog/stories: web stories (page type 5) in their editorial order, each with its story cover. */
export default async function BlogStoriesPage({ params }: Props) {
  const { domain, locale } = await requirePageDomain(params);
  const [t, stories] = await Promise.all([
    getTranslations({ locale, namespace: "Blog" }),
    listPages(serverApi(domain, locale), { type: PageType.webStory, sort: "order", "per-page": 48 }),
  ]);
  return (
    <>
      <header className={styles.intro}>
        <a href={localePath(locale, blogPaths.list)}>← {t("backToBlog")}</a>
        <h1>{t("stories")}</h1>
        <p>{t("storiesSubtitle")}</p>
      </header>
      {stories.items.length === 0 ? (
        <p className={styles.empty}>{t("empty")}</p>
      ) : (
        <ul className={styles.stories}>
          {stories.items.map((story) => (
            <li key={story.id}>
              <a className={styles.story} href={localePath(locale, blogPaths.article(story.slug))}>
                {(story.storyCover ?? story.image?.phone) && (
                  <img src={story.storyCover ?? story.image?.phone} alt="" width={270} height={480} loading="lazy" />
                )}
                <span>{story.title}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

import type { Page } from "@storyfront/schemas";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import { localePath } from "@/i18n/locale-path";
import { blogPaths } from "@/page-data/blog-route";
import styles from "./blog.module.css";

/** /blog/stories: web stories, each with its story cover. */
export async function StoriesView({ locale, stories }: { locale: Locale; stories: Page[] }) {
  const t = await getTranslations({ locale, namespace: "Blog" });
  return (
    <>
      <header className={styles.intro}>
        <a href={localePath(locale, blogPaths.list)}>← {t("backToBlog")}</a>
        <h1>{t("stories")}</h1>
        <p>{t("storiesSubtitle")}</p>
      </header>
      {stories.length === 0 ? (
        <p className={styles.empty}>{t("empty")}</p>
      ) : (
        <ul className={styles.stories}>
          {stories.map((story) => (
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

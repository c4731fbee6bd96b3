import type { Page } from "@storyfront/schemas";
import { getTranslations } from "next-intl/server";
import type { DomainInfo } from "@/domain/domain-info";
import { ApiPageAlternates } from "@/i18n/api-page-alternates";
import type { Locale } from "@/i18n/locales";
import { ArticleView } from "./article-view";

/** Where an article's "back" link leads: the blog, or the press releases' list. */
const backLinks = {
  blog: { namespace: "Blog", key: "backToBlog" },
  pressReleases: { namespace: "PressReleases", key: "backToList" },
} as const;

type Props = {
  article: { page: Page; recommended: Page[] };
  domain: DomainInfo;
  locale: Locale;
  listPath: string;
  routePath: string;
  back: keyof typeof backLinks;
};

/** An article's page: its language alternates, then the article with its recommendations. */
export async function ArticlePageView({ article: { page, recommended }, domain, locale, listPath, routePath, back }: Props) {
  const { namespace, key } = backLinks[back];
  const t = await getTranslations({ locale, namespace });
  return (
    <>
      <ApiPageAlternates page={page} routePath={routePath} domain={domain} />
      <ArticleView page={page} recommended={recommended} locale={locale} domain={domain} listPath={listPath} backLabel={t(key)} />
    </>
  );
}

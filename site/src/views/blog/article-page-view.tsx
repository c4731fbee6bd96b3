import type { Page } from "@storyfront/schemas";
import { getTranslations } from "next-intl/server";
import type { DomainInfo } from "@/domain/domain-info";
import { ApiPageAlternates } from "@/i18n/api-page-alternates";
import type { Locale } from "@/i18n/locales";
import { ArticleView } from "./article-view";

/** The label of an article's "back" link: to the blog, or to the press releases' list. */
async function backLabel(back: "blog" | "pressReleases", locale: Locale): Promise<string> {
  if (back === "blog") {
    const t = await getTranslations({ locale, namespace: "Blog" });
    return t("backToBlog");
  }
  const t = await getTranslations({ locale, namespace: "PressReleases" });
  return t("backToList");
}

type Props = {
  article: { page: Page; recommended: Page[] };
  domain: DomainInfo;
  locale: Locale;
  listPath: string;
  routePath: string;
  back: "blog" | "pressReleases";
};

/** An article's page: its language alternates, then the article with its recommendations. */
export async function ArticlePageView({ article: { page, recommended }, domain, locale, listPath, routePath, back }: Props) {
  return (
    <>
      <ApiPageAlternates page={page} routePath={routePath} domain={domain} />
      <ArticleView
        page={page}
        recommended={recommended}
        locale={locale}
        domain={domain}
        listPath={listPath}
        backLabel={await backLabel(back, locale)}
      />
    </>
  );
}

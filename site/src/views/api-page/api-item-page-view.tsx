import { getTranslations } from "next-intl/server";
import type { DomainInfo } from "@/domain/domain-info";
import { ApiPageAlternates } from "@/i18n/api-page-alternates";
import type { Locale } from "@/i18n/locales";
import type { ApiItemPage } from "@/page-data/api-item-page";
import { ApiItemView } from "./api-item-view";
import { ProjectStoryStyles } from "./project-story-styles";

type Props = {
  domain: DomainInfo;
  locale: Locale;
  item: ApiItemPage;
  routePath: string;
  label: "game" | "item";
  place: "page" | "landing";
};

/** `/game/{id}` (a game, in the default layout) and `/s/{id}` (a short item, in the older landing layout). */
export async function ApiItemPageView({ domain, locale, item: { page, styles }, routePath, label, place }: Props) {
  const t = await getTranslations({ locale, namespace: "ApiPages" });
  return (
    <>
      <ProjectStoryStyles styles={styles} />
      <ApiPageAlternates page={page} routePath={routePath} domain={domain} />
      <ApiItemView page={page} label={t(label)} place={place} />
    </>
  );
}

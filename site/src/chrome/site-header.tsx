import { getTranslations } from "next-intl/server";
import { earlyMenusScript } from "@/chrome/header/early-menus-script";
import { HeaderBar } from "@/chrome/header/header-bar";
import { islandTexts } from "@/i18n/island-texts";
import { loadApiLandings } from "@/page-data/api-landings";
import { loadBlogMenu } from "@/page-data/blog-menu-data";
import { solutionNavLabels } from "@/page-data/content";
import { loadSettings } from "@/page-data/load-settings";
import { withApiLandings } from "./landing-links";
import { hasEnglishOnlyPages, headerNav } from "./nav-model";
import type { DomainInfo } from "@/domain/domain-info";
import type { Locale } from "@/i18n/locales";

/**
 * The site header (spec §2.3). Menus are computed here on the server (settings and the API's blog
 * data, cached), so pages stay static; the signed-in state, sales mode, dropdowns and the drawer
 * come alive in the HeaderBar island; until it hydrates, a small inline script opens and closes the dropdowns
 * (early-menus-script.ts). `compact` (older landing layout) keeps only logo and demo button.
 */
export async function SiteHeader({
  locale,
  domain,
  variant = "full",
}: {
  locale: Locale;
  domain: DomainInfo;
  variant?: "full" | "compact";
}) {
  const t = await getTranslations({ locale, namespace: "Header" });
  const full = variant === "full";
  const [blog, landings] = await Promise.all([
    full ? loadBlogMenu(domain, locale) : { categories: [], featured: null },
    // Solutions exist in English only (spec §2.3); other locales skip the call.
    full && hasEnglishOnlyPages(locale) ? loadApiLandings(domain, locale) : { industry: [], features: [] },
  ]);
  const nav = headerNav({
    settings: withApiLandings(loadSettings(locale), landings, solutionNavLabels()),
    locale,
    consoleBaseUrl: domain.consoleBaseUrl,
    labels: {
      solutions: t("solutions"),
      caseStudies: t("caseStudies"),
      whitePapers: t("whitePapers"),
      blog: t("blog"),
      pricing: t("pricing"),
      writeForUs: t("writeForUs"),
      docs: t("docs"),
      industries: t("industries"),
      features: t("features"),
      companySize: t("companySize"),
    },
    ...blog,
  });
  const texts = {
    ...(await islandTexts(locale, "Header", [
      "solutions",
      "resources",
      "categories",
      "featured",
      "logIn",
      "logOut",
      "console",
      "requestDemo",
      "openMenu",
      "closeMenu",
      "menu",
      "back",
    ])),
    ...(await islandTexts(locale, "Layout", ["home", "mainNavigation"])),
  };
  return (
    <>
      <HeaderBar nav={nav} variant={variant} locale={locale} texts={texts} />
      {full && <script dangerouslySetInnerHTML={{ __html: earlyMenusScript }} />}
    </>
  );
}

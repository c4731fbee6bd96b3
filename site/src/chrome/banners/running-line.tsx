import type { SiteSettings } from "@storyfront/schemas";
import { islandTexts } from "@/i18n/island-texts";
import type { Locale } from "@/i18n/locales";
import { visibleHref } from "@/chrome/nav-model";
import { hideIfDismissedScript, runningLineCookie } from "./banner-storage";
import { RunningLineIsland } from "./running-line-island";

/** The running line, with the pre-paint check of its dismissal cookie so a static page never flashes it. */
export async function RunningLine({ locale, settings }: { locale: Locale; settings: SiteSettings["banners"]["runningLine"] }) {
  if (!settings.enabled) return null;
  const id = "sf-running-line";
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: hideIfDismissedScript(id, { cookie: runningLineCookie(settings.version) }) }} />
      <RunningLineIsland
        id={id}
        version={settings.version}
        days={settings.dismissDays}
        href={visibleHref(locale, settings.href)}
        texts={await islandTexts(locale, "Banners", ["runningLine", "download", "dismiss"])}
      />
    </>
  );
}

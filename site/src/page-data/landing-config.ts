import type { LandingConfig } from "@storyfront/schemas";
import { getLandingConfig, serverApi } from "@/api-client";
import type { DomainInfo } from "@/domain/domain-info";
import type { Locale } from "@/i18n/locales";

const off: LandingConfig = { enabled_introbar: false, link: "", widget_ph: "" };

/** GET /lp/config?format=json (spec §7) through the typed client; a failure leaves the intro bar off. */
export async function loadLandingConfig(domain: DomainInfo, locale: Locale): Promise<LandingConfig> {
  try {
    return await getLandingConfig(serverApi(domain, locale));
  } catch (error) {
    console.error("landing config failed", error);
    return off;
  }
}

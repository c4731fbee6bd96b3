import { landingConfig, type LandingConfig } from "@storyfront/schemas";
import type { DomainInfo } from "../domain/domain-info";

const off: LandingConfig = { enabled_introbar: false, link: "", widget_ph: "" };

/** GET /lp/config?format=json (spec §7), cached with the page; a failure leaves the intro bar off. */
export async function loadLandingConfig(domain: DomainInfo): Promise<LandingConfig> {
  try {
    const response = await fetch(`${domain.ssrApiBaseUrl}/lp/config?format=json`, { headers: { accept: "application/json" }, next: { revalidate: 300, tags: ["lp-config"] } });
    if (!response.ok) throw new Error(`GET /lp/config answered ${response.status}`);
    return landingConfig.parse(await response.json());
  } catch (error) {
    console.error("landing config failed", error);
    return off;
  }
}

// Builder.io landings at /builder/{slug}: content JSON from Builder's content API when BUILDER_API_KEY is set
// (page model, targeted by URL path; cached, refreshed every 5 minutes or on the "builder" tag). Outside
// production the renderer's checked-in demo page is served at /builder/demo, so the route works offline.
import type { BuilderContentProps } from "@storyfront/renderer/builder";
import type { DomainInfo } from "@/domain/domain-info";
import demoPage from "@storyfront/renderer/builder/fixtures/builder-page.json";
import { liveSettings } from "@/domain/site-config";

export type BuilderPage = BuilderContentProps["content"] & { data?: { title?: string; description?: string; url?: string } };

const builderApi = "https://cdn.builder.io/api/v3/content/page";

export async function findBuilderPage(urlPath: string, domain: Pick<DomainInfo, "environment">): Promise<BuilderPage | undefined> {
  const apiKey = liveSettings.builderApiKey();
  if (apiKey) {
    const url = `${builderApi}?${new URLSearchParams({ apiKey, "userAttributes.urlPath": urlPath, limit: "1" })}`;
    try {
      // Builder.io's cloud is a third party, not our API: its own call with its own cache tag.
      // eslint-disable-next-line no-restricted-globals
      const response = await fetch(url, { next: { revalidate: 300, tags: ["builder"] }, signal: AbortSignal.timeout(5000) });
      if (!response.ok) throw new Error(`Builder answered ${response.status}`);
      const { results } = (await response.json()) as { results?: BuilderPage[] };
      return results?.[0];
    } catch (error) {
      // Builder being down must not take the page down: the route then 404s like any missing page.
      console.error("Builder content failed", error);
      return undefined;
    }
  }
  return domain.environment !== "production" && urlPath === "/builder/demo" ? (demoPage as BuilderPage) : undefined;
}

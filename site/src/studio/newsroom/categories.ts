// The categories an editor can file a page under (GET /category, public): read on the server for the editor's page,
// from the API of the host the Studio answers on. No categories (API down) leaves the list empty, not the page.
import { headers } from "next/headers";
import { listCategories, serverApi } from "@/api-client";
import { domainInfoFor } from "@/domain/domain-info";
import { requestSite } from "@/domain/request-site";
import { siteConfig } from "@/domain/site-config";
import { pageTypeLabels } from "./page/page-form";
import type { Choice } from "./page/page-fields";

export async function categoryChoices(): Promise<Choice[]> {
  const site = requestSite(await headers());
  if (!site) return [];
  try {
    const { items } = await listCategories(serverApi(domainInfoFor(site, siteConfig), "en"));
    return items.map((category) => ({ id: category.id, name: `${category.title || category.slug} (${pageTypeLabels[category.type]})` }));
  } catch {
    return [];
  }
}

// The categories an editor can file a page under (GET /category, public): read on the server for the editor's page,
// since the browser's relay carries admin calls only. No categories (API down) leaves the list empty, not the page.
import { listCategories, serverApi } from "@/api-client";
import { siteConfig } from "@/domain/site-config";
import { pageTypeLabels } from "./page/page-form";
import type { Choice } from "./page/page-fields";

export async function categoryChoices(): Promise<Choice[]> {
  const baseUrl = siteConfig.ssrApiBaseUrl || siteConfig.apiBaseUrl || "http://localhost:4000";
  try {
    const { items } = await listCategories(serverApi({ ssrApiBaseUrl: baseUrl, hostname: "localhost" }, "en"));
    return items.map((category) => ({ id: category.id, name: `${category.title || category.slug} (${pageTypeLabels[category.type]})` }));
  } catch {
    return [];
  }
}

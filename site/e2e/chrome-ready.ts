import type { APIRequestContext } from "@playwright/test";

/**
 * Waits until the suite's API answers with its demo data. The web server is only awaited on the
 * site's port; a page rendered before the API is up would be cached without its API-fed menus.
 */
export async function waitForApi(request: APIRequestContext) {
  const url = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4100}/category?all=1&type=4`;
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const ok = await request
      .get(url)
      .then(async (response) => response.ok() && ((await response.json()) as unknown[]).length > 0)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the API at ${url} did not answer`);
}

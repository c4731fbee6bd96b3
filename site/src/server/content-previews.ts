// Content branch previews on the site's own server: a request for `<label>.preview.<host>` runs in that branch's
// content scope (content-branches/content-scope.ts), and in Next's draft mode, which renders it per request and
// never stores it in the page cache: a preview's page must never reach production's visitors, nor a production page
// a preview. The draft mode cookie is added to the request only; the reviewer's browser never gets it.
import { AsyncLocalStorage } from "node:async_hooks";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { RequestListener } from "node:http";
import { installScopeStorage, previewLabelOf, type ContentScope } from "../content-branches/content-scope.ts";

/** The build's draft mode id (what Next's draftMode().enable() puts in its cookie). */
export function previewModeId(distDir: string): string {
  const manifest = JSON.parse(readFileSync(path.join(distDir, "prerender-manifest.json"), "utf8")) as {
    preview: { previewModeId: string };
  };
  return manifest.preview.previewModeId;
}

export function contentPreviews(listener: RequestListener, draftModeId: string): RequestListener {
  const scopes = installScopeStorage(new AsyncLocalStorage<ContentScope>());
  return (request, response) => {
    const label = previewLabelOf(request.headers.host);
    if (!label) {
      listener(request, response);
      return;
    }
    const cookies = (request.headers.cookie ?? "").split(/;\s*/).filter((cookie) => cookie && !cookie.startsWith("__prerender_bypass="));
    request.headers.cookie = [...cookies, `__prerender_bypass=${draftModeId}`].join("; ");
    scopes.run({ label }, () => listener(request, response));
  };
}

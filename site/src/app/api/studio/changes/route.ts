import { resolve } from "node:path";
import { studioBase } from "@/studio/handlers/studio-store";
import { json, studioRoute } from "@/studio/handlers/studio-route";

export const dynamic = "force-dynamic";

/** What the working tree changes against the base, and the pages it touches with reasons (as preview:changes). */
export function GET(request: Request) {
  // turbopackIgnore: a folder known only at run time (next dev runs in site/, so src is the site's code, whose
  // message reads say which pages a changed catalogue touches).
  const siteSrc = resolve(/* turbopackIgnore: true */ process.cwd(), "src");
  return studioRoute(request, (store) => json(store.changes(studioBase(), siteSrc)));
}

// Issue 13's rule: the site merges the API's landing pages (type 9) with content landings, and a content file
// wins a slug clash, so the API page is never shown there. The checker warns per clash; the list of API
// landings comes from the caller (npm run validate -- --api <url>), so the checker itself stays offline.
import type { ProblemDraft } from "./problem";
import type { ReadFile } from "./read-file";

/** An API landing page as its list answers it. */
export interface ApiLandingRef {
  id: number;
  slug: string;
  title: string;
}

/** The slug a content file serves an API landing's routes with (/solutions/{slug} or /{slug}), and which field says so. */
function contentSlug(read: ReadFile): { slug: string; field: "slug" | "path"; route: string } | undefined {
  const data = read.data ?? {};
  if (read.collection === "solutions" && typeof data.slug === "string")
    return { slug: data.slug, field: "slug", route: `/solutions/${data.slug}` };
  if (read.collection !== "landings" || typeof data.path !== "string") return undefined;
  const slug = /^\/(?:solutions\/)?([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(data.path)?.[1];
  return slug ? { slug, field: "path", route: data.path } : undefined;
}

/** One warning draft per clash, for the English source files (API landings are English, like solutions pages). */
export function apiClashes(sources: readonly ReadFile[], landings: readonly ApiLandingRef[]): { read: ReadFile; draft: ProblemDraft }[] {
  const bySlug = new Map(landings.map((landing) => [landing.slug, landing]));
  return sources.flatMap((read) => {
    const served = contentSlug(read);
    const landing = served && bySlug.get(served.slug);
    if (!served || !landing) return [];
    return [
      {
        read,
        draft: {
          path: [served.field],
          message:
            `the API's landing page #${landing.id} "${landing.slug}" ("${landing.title}") has the same slug: this file wins, so ` +
            `${served.route} and the menus show this file and never the API page`,
          fix: `if the API page should show, rename or delete this file; otherwise unpublish or rename API page #${landing.id}`,
        },
      },
    ];
  });
}

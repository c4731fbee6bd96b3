import { documentFileOf } from "@storyfront/content-store/document-kinds";
import { stateChanging } from "@/route-handlers/state-changing";
import { keepDraft } from "@/studio/pages/preview-drafts";
import { json, readJson, studioDocumentBytes, studioRoute } from "@/studio/server/studio-route";

export const dynamic = "force-dynamic";

interface Body {
  file?: string;
  session?: string;
  version?: number;
  document?: { frontMatter?: unknown; body?: unknown };
}

/** Keeps the long-form page being edited (not saved) for the preview frame, which renders it with the site's MDX renderer. */
export const POST = stateChanging(
  (request: Request) => {
    return studioRoute(request, async () => {
      const { file = "", session = "", version = 0, document } = await readJson<Body>(request);
      if (documentFileOf(file)?.kind.editor !== "page") return json({ error: `${file} is not a long-form page` }, 400);
      const { frontMatter, body } = document ?? {};
      if (!/^[a-z0-9-]{8,64}$/.test(session) || typeof body !== "string" || !frontMatter || typeof frontMatter !== "object")
        return json({ error: "send { file, session, version, document: { frontMatter, body } }" }, 400);
      keepDraft(session, { file, version, document: { frontMatter: frontMatter as Record<string, unknown>, body } });
      return json({ version });
    });
  },
  { hidden: true, maxBytes: studioDocumentBytes },
);

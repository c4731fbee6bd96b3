import { documentFileOf } from "@storyfront/content-store/document-kinds";
import { readSiteBody } from "@/api-client/read-site-body";
import { stateChanging } from "@/requests/state-changing";
import { keepDraft } from "@/studio/long-form/preview-drafts";
import { json, studioDocumentBytes, studioRoute } from "@/studio/handlers/studio-route";

export const dynamic = "force-dynamic";

/** Keeps the long-form page being edited (not saved) for the preview frame, which renders it with the site's MDX renderer. */
export const POST = stateChanging(
  (request: Request) => {
    return studioRoute(request, async () => {
      const read = await readSiteBody(request, "studioPreview");
      if (!read.ok) return json({ error: `send { file, session, version, document: { frontMatter, body } }: ${read.message}` }, 400);
      const { file, session, version, document } = read.body;
      if (documentFileOf(file)?.kind.editor !== "page") return json({ error: `${file} is not a long-form page` }, 400);
      keepDraft(session, { file, version, document });
      return json({ version });
    });
  },
  { hidden: true, maxBytes: studioDocumentBytes },
);

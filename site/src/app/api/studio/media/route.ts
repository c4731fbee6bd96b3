import { UploadError } from "@storyfront/content-store";
import { maxUploadBytes } from "@storyfront/content-store/media-limits";
import { mediaEntrySchema } from "@storyfront/schemas";
import { stateChanging } from "@/requests/state-changing";
import { json, studioRoute } from "@/studio/handlers/studio-route";

export const dynamic = "force-dynamic";

/**
 * An image upload (multipart field "file"). With an "alt" field (the media library asks for it; "decorative"
 * "true" for a picture that needs none) the picture's library entry is written beside it; the entry is checked
 * before the file is written, so a refusal leaves nothing behind.
 */
export const POST = stateChanging(
  (request: Request) => {
    return studioRoute(request, async (store) => {
      if (Number(request.headers.get("content-length") ?? 0) > maxUploadBytes + 64 * 1024)
        return json({ error: "images may be up to 2 MB" }, 413);
      const form = await request.formData();
      const file = form.get("file");
      if (!(file instanceof File)) return json({ error: "no file was sent" }, 400);
      const alt = form.get("alt");
      const decorative = form.get("decorative") === "true";
      const entry =
        typeof alt === "string" || decorative
          ? { alt: typeof alt === "string" ? alt.trim() : "", ...(decorative ? { decorative } : {}) }
          : undefined;
      if (entry) {
        const checked = mediaEntrySchema.safeParse(entry);
        if (!checked.success) return json({ error: `alt text: ${checked.error.issues[0]?.message ?? "not valid"}` }, 400);
      }
      try {
        const path = store.saveUpload(file.name, new Uint8Array(await file.arrayBuffer()));
        if (!entry) return json({ path });
        store.saveMediaEntry(path, entry);
        return json({ path, picture: store.mediaLibraryItem(path) });
      } catch (error) {
        if (error instanceof UploadError) return json({ error: error.message }, 400);
        throw error;
      }
    });
  },
  { hidden: true, multipart: true, maxBytes: maxUploadBytes + 64 * 1024 },
);

import { UploadError } from "@storyfront/content-store";
import { maxUploadBytes } from "@storyfront/content-store/media-limits";
import { stateChanging } from "@/requests/state-changing";
import { json, studioRoute } from "@/studio/handlers/studio-route";

export const dynamic = "force-dynamic";

/** An image upload from the media picker (multipart field "file"). */
export const POST = stateChanging(
  (request: Request) => {
    return studioRoute(request, async (store) => {
      if (Number(request.headers.get("content-length") ?? 0) > maxUploadBytes + 64 * 1024)
        return json({ error: "images may be up to 2 MB" }, 413);
      const file = (await request.formData()).get("file");
      if (!(file instanceof File)) return json({ error: "no file was sent" }, 400);
      try {
        return json({ path: store.saveUpload(file.name, new Uint8Array(await file.arrayBuffer())) });
      } catch (error) {
        if (error instanceof UploadError) return json({ error: error.message }, 400);
        throw error;
      }
    });
  },
  { hidden: true, multipart: true, maxBytes: maxUploadBytes + 64 * 1024 },
);

// POST /api/admin/media-upload?name=…&alt=… — the Studio's image upload: the file's bytes as the body
// (application/octet-stream or its image type), streamed to the API's POST /admin/media with the signed-in
// visitor's token (media-library/upload-relay.ts). The same-origin door comes first; 413 past 20 MB.
import { mediaUploadMaxBytes } from "@storyfront/schemas";
import type { NextRequest } from "next/server";
import { isApiFetchError } from "@/api-client";
import { relayAnswer } from "@/requests/api-relay";
import { withSession } from "@/requests/signed-in-call";
import { stateChanging } from "@/requests/state-changing";
import { relayUpload } from "@/media-library/upload-relay";

export const dynamic = "force-dynamic";

export const POST = stateChanging(
  (request: NextRequest) =>
    withSession(request, async (api) => {
      try {
        return await relayAnswer(await relayUpload(request, api), "adminMediaUpload");
      } catch (error) {
        if (isApiFetchError(error)) throw error;
        console.error("POST /api/admin/media-upload failed", error);
        return Response.json(
          { message: "Server error, please try again later" },
          { status: 502, headers: { "cache-control": "no-store" } },
        );
      }
    }),
  // Outside the proxy (its matcher in proxy.ts: Next would hold a copy of the body for it and cut it at 10 MB).
  { rawUpload: true, maxBytes: mediaUploadMaxBytes, outsideProxy: true },
);

// The media library's pictures at /media/library/{id}/{variant}-{hash}.webp, relayed from the API
// (media-library/media-file-relay.ts). Immutable: the name carries the content's hash, so browsers and a CDN keep
// them for a year. More specific than /media/[...path] (content files), which never has a library folder.
import { routeHandlerApi } from "@/api-client";
import { notFoundAnswer } from "@/pipeline/error-page-html";
import { mediaFileApiPath, relayMediaFile } from "@/media-library/media-file-relay";

export const dynamic = "force-dynamic";

export async function GET(request: Request, { params }: { params: Promise<{ id: string; file: string }> }) {
  const { id, file } = await params;
  const apiPath = mediaFileApiPath(id, file);
  const handler = routeHandlerApi(request);
  if (!apiPath || !handler) return notFoundAnswer(request);
  try {
    return (await relayMediaFile(handler.api.baseUrl, apiPath, request)) ?? notFoundAnswer(request);
  } catch (error) {
    console.error(`GET ${apiPath} failed`, error);
    return new Response(null, { status: 502, headers: { "cache-control": "no-store" } });
  }
}

import { contentEventsResponse } from "@/dev-reload/content-events";

// Dev only (404 otherwise): tells open pages when content/ changed or broke.
export const dynamic = "force-dynamic";

export function GET(request: Request) {
  return contentEventsResponse(request);
}

// In draft mode, server components ask the API for unpublished pages too: the draft credential travels with
// the call (and the call skips the data cache). Outside draft mode the context is returned unchanged.
import { draftMode } from "next/headers";
import type { ApiContext } from "@/api-client";
import { liveSettings } from "@/domain/site-config";

export async function withDraftCredential(api: ApiContext): Promise<ApiContext> {
  const secret = liveSettings.previewSecret();
  if (!secret || !(await draftMode()).isEnabled) return api;
  return { ...api, draftSecret: secret };
}

// In draft mode, server components ask the API for unpublished pages too: the draft credential travels with
// the call (and the call skips the data cache). Outside draft mode the context is returned unchanged.
import type { ApiContext } from "@/api-client";
import { liveSettings } from "@/domain/site-config";
import { reviewerDraftMode } from "./reviewer-draft-mode";

export async function withDraftCredential(api: ApiContext): Promise<ApiContext> {
  const secret = liveSettings.previewSecret();
  if (!secret || !(await reviewerDraftMode())) return api;
  return { ...api, draftSecret: secret };
}

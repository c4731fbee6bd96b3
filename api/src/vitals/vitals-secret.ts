// Only the site writes field data: POST /vitals carries VITALS_SECRET in x-vitals-secret. Anybody else could
// otherwise move the Speed screen's figures with a single request.
import { createHash, timingSafeEqual } from "node:crypto";
import { vitalsSecretHeader } from "@storyfront/schemas";
import type { RequestContext } from "../http/context";
import { HttpError } from "../http/errors";

// Hashing both sides first gives equal lengths, so the comparison takes the same time whatever was sent.
const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * 403 while the API has no VITALS_SECRET (field data is off rather than open to anybody), 401 when the header is
 * missing or wrong. Compared in constant time.
 */
export function assertSiteSendsVitals(ctx: RequestContext): void {
  const expected = ctx.options.vitalsSecret;
  if (!expected) throw new HttpError(403, "Field data is switched off: the API has no VITALS_SECRET");
  const header = ctx.request.headers[vitalsSecretHeader];
  const sent = Array.isArray(header) ? header.join(",") : (header ?? "");
  if (!timingSafeEqual(digest(sent), digest(expected)))
    throw new HttpError(401, `Only the site sends field data: ${vitalsSecretHeader} is missing or wrong`);
}

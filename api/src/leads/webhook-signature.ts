// The HMAC-SHA256 signature of a webhook delivery: over "{timestamp}.{body}", so a captured body cannot be
// replayed later under a new timestamp.
import { createHmac } from "node:crypto";

export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

// Who may ask production to follow main now: the site's own poll (Authorization: Bearer <secret>) and a git host's
// push webhook signed with the same secret — GitHub's X-Hub-Signature-256 (HMAC-SHA256 of the body) or GitLab's
// X-Gitlab-Token. Compared in constant time.
import { createHmac, timingSafeEqual } from "node:crypto";

const same = (given: string, expected: string) => {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
};

export function syncAllowed(headers: Headers, body: string, secret: string): boolean {
  if (!secret) return false;
  const bearer = /^Bearer (.+)$/.exec(headers.get("authorization")?.trim() ?? "")?.[1];
  if (bearer) return same(bearer, secret);
  const gitlab = headers.get("x-gitlab-token");
  if (gitlab) return same(gitlab, secret);
  const signature = headers.get("x-hub-signature-256");
  return Boolean(signature) && same(signature ?? "", `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`);
}

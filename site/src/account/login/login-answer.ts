import { readFieldErrors, type FieldErrors } from "../field-errors";

/** What the sign-in form does with an answer of /api/auth or /api/auth/two-factor. */
export type LoginOutcome =
  | { kind: "signedIn" }
  | { kind: "code" }
  | { kind: "emailCode" }
  | { kind: "fields"; fields: FieldErrors }
  | { kind: "refused" }
  | { kind: "expired" }
  | { kind: "throttled"; minutes: number }
  | { kind: "failed" };

/**
 * Reads an answer: 200 with tokens (kept in cookies by the handler), with the two-factor step, or with the e-mailed
 * code step (the account is under attack and this browser is new to it; the password was not checked); 401 is
 * the one answer for an unknown e-mail and a wrong password (or an expired two-factor step); 429 the login
 * throttle with Retry-After seconds; 422 field errors.
 */
export async function readLoginAnswer(response: Response, step: "password" | "code" | "emailCode"): Promise<LoginOutcome> {
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const flag = (name: string) => typeof body === "object" && body !== null && (body as Record<string, unknown>)[name] === true;
    if (flag("emailCodeRequired")) return { kind: "emailCode" };
    return flag("twoFactorRequired") ? { kind: "code" } : { kind: "signedIn" };
  }
  if (response.status === 401) return step === "code" ? { kind: "expired" } : { kind: "refused" };
  if (response.status === 429) {
    const seconds = Number(response.headers.get("retry-after")) || 900;
    return { kind: "throttled", minutes: Math.max(1, Math.ceil(seconds / 60)) };
  }
  if (response.status === 422) {
    const { fields } = readFieldErrors(body);
    if (Object.keys(fields).length > 0) return { kind: "fields", fields };
    return step === "code" ? { kind: "failed" } : { kind: "refused" };
  }
  return { kind: "failed" };
}

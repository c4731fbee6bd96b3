// The site's credential on the API's POST /vitals (VITALS_SECRET, the same value on both; `npm start` makes one up
// when none is set). Read per call, so a test can set it after the module loaded.
import { liveSettings } from "@/domain/site-config";

/** VITALS_SECRET when set and at least 16 characters long (the API refuses to start with a shorter one). */
export function vitalsSecret(): string | undefined {
  const secret = liveSettings.vitalsSecret();
  return secret && secret.length >= 16 ? secret : undefined;
}

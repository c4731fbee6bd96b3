/**
 * One run per key at a time (spec §4: one token refresh at a time). Callers that arrive while a run is in
 * flight, or within `graceMs` after it finished, share its result, but only the caller that ran it owns it
 * (`owner`): for token refreshes, only that caller hands the new tokens to the browser. The API revokes a
 * whole session when a refresh token is used twice, so a page's parallel requests must not each send it, and
 * a request replaying the old token must not get the new ones. A failed run is forgotten at once.
 */
export function singleFlight<T>(graceMs = 0) {
  const runs = new Map<string, Promise<T>>();
  return async (key: string, run: () => Promise<T>): Promise<{ value: T; owner: boolean }> => {
    const existing = runs.get(key);
    if (existing) return { value: await existing, owner: false };
    const promise = run();
    runs.set(key, promise);
    const forget = () => runs.delete(key);
    promise.then(() => {
      if (graceMs <= 0) return forget();
      const timer = setTimeout(forget, graceMs);
      timer.unref?.();
    }, forget);
    return { value: await promise, owner: true };
  };
}

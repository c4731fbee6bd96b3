/**
 * One run per key at a time (spec §4: one token refresh at a time). Callers that arrive while a run is in
 * flight share its result, so two requests of one page refreshing together send the refresh token once (the
 * API revokes a whole session when a refresh token is used twice). Nothing is kept once the run has settled:
 * a refresh token that was rotated must buy nothing when it comes back later, so a later caller runs again
 * (and the API refuses the spent token).
 */
export function singleFlight<T>() {
  const runs = new Map<string, Promise<T>>();
  return (key: string, run: () => Promise<T>): Promise<T> => {
    const existing = runs.get(key);
    if (existing) return existing;
    const promise = run();
    runs.set(key, promise);
    const forget = () => runs.delete(key);
    promise.then(forget, forget);
    return promise;
  };
}

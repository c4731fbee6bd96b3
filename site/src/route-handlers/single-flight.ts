/**
 * One run per key at a time (spec §4: one token refresh at a time). Callers that arrive while a run
 * is in flight, or shortly after it finished, share its result: the API revokes a whole session when
 * a refresh token is used twice, so two tabs refreshing together must not both send it.
 */
export function singleFlight<T>(keepMs = 10_000) {
  const runs = new Map<string, Promise<T>>();
  return (key: string, run: () => Promise<T>): Promise<T> => {
    const existing = runs.get(key);
    if (existing) return existing;
    const promise = run();
    runs.set(key, promise);
    const forget = () => {
      const timer = setTimeout(() => runs.delete(key), keepMs);
      timer.unref?.();
    };
    promise.then(forget, () => runs.delete(key));
    return promise;
  };
}

// The one error the API client throws. Its `digest` survives Next's production error scrubbing, so an
// error boundary can tell "the API failed" (spec §8: Error while fetching data) from other crashes.

export const apiFetchFailedDigest = "API_FETCH_FAILED";

/** Why a call failed: no answer (network, timeout), an error status, or an answer that breaks the contract. */
export type ApiFailure = "network" | "timeout" | "status" | "invalid";

export class ApiFetchError extends Error {
  readonly digest: string;
  /** The API's own JSON answer to an error status (message, field errors), when it sent one. */
  readonly answer: unknown;

  constructor(
    readonly failure: ApiFailure,
    readonly call: string,
    readonly status: number | undefined,
    detail: string,
    options?: { cause?: unknown; answer?: unknown },
  ) {
    super(`API ${call} failed (${failure}${status ? ` ${status}` : ""}): ${detail}`, options);
    this.answer = options?.answer;
    this.name = "ApiFetchError";
    // A 404 from the API is the page's own not-found, not a fetch failure.
    this.digest = `${apiFetchFailedDigest};${failure};${status ?? 0}`;
  }
}

export function isApiFetchError(error: unknown): error is ApiFetchError {
  return error instanceof ApiFetchError;
}

/** True when the API answered 404: the page (or category) does not exist in that language. */
export function isApiNotFound(error: unknown): boolean {
  return isApiFetchError(error) && error.failure === "status" && error.status === 404;
}

/** For error boundaries, which only see the digest in production. */
export function isApiFetchFailedDigest(digest: string | undefined): boolean {
  return typeof digest === "string" && digest.startsWith(`${apiFetchFailedDigest};`);
}

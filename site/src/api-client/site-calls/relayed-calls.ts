// The site's route handlers that pass an API call on as it is (the account's sign-up and security calls, the admin
// relay): the same body schema and success answer as the API's contract, at /api + the API's path.
import { apiCalls, apiError, type ApiCallName } from "@storyfront/schemas";
import type { z } from "zod";

type Contract = typeof apiCalls;
type SuccessStatus<N extends ApiCallName> = Contract[N] extends { status: infer S extends number }
  ? S
  : Contract[N] extends { answer: z.ZodType }
    ? 200
    : 204;
type SuccessAnswer<N extends ApiCallName> = Contract[N] extends { answer: infer A extends z.ZodType } ? A : null;
type Body<N extends ApiCallName> = Contract[N] extends { body: infer B extends z.ZodType } ? B : undefined;

/** The API's call as the site relays it; `failures` are the error statuses its callers tell apart (answered as apiError). */
export function relayed<N extends ApiCallName, F extends number = never>(name: N, failures: readonly F[] = []) {
  const call = apiCalls[name] as { method: Contract[N]["method"]; path: string; body?: z.ZodType; answer?: z.ZodType; status?: number };
  const success = call.status ?? (call.answer ? 200 : 204);
  const answers = {
    ...Object.fromEntries(failures.map((status) => [status, apiError])),
    [success]: call.answer ?? null,
  } as { [S in SuccessStatus<N>]: SuccessAnswer<N> } & { [S in F]: typeof apiError };
  return {
    method: call.method,
    path: `/api${call.path}`,
    body: call.body as Body<N>,
    answers,
  };
}

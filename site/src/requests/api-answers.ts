// How a route handler answers the browser after calling the API: the API's answer as it came (status,
// message, field errors), or the spec's texts when the API could not be reached. Never cached.
import { NextResponse } from "next/server";
import { isApiFetchError } from "@/api-client";

const noStore = { "cache-control": "no-store" } as const;

export const forbidden = () => NextResponse.json({ message: "Access to page denied" }, { status: 403, headers: noStore });

/** A successful answer for the browser. */
export const answer = (body: unknown, status = 200) => NextResponse.json(body, { status, headers: noStore });

/**
 * A failed call as the browser should see it: an error status passes on with the API's own body (so
 * field errors reach their fields); no answer or a broken answer is a 502 with the catalogue's text.
 */
export function apiFailure(error: unknown, label: string): NextResponse {
  if (isApiFetchError(error) && error.failure === "status" && error.status !== undefined) {
    return NextResponse.json(error.answer ?? { message: "Server error, please try again later" }, {
      status: error.status,
      headers: noStore,
    });
  }
  console.error(`${label} failed`, error);
  return NextResponse.json({ message: "Server error, please try again later" }, { status: 502, headers: noStore });
}

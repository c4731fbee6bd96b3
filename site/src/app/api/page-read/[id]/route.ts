import { NextResponse } from "next/server";
import { isApiNotFound, markPageRead, routeHandlerApi } from "@/api-client";
import { forbidden } from "@/requests/api-answers";
import { stateChanging } from "@/requests/state-changing";

/** POST /api/page-read/{id}: the browser's read event, forwarded with the visitor's client id. */
export const POST = stateChanging(async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
  const handler = routeHandlerApi(request);
  if (!handler) return forbidden();
  const { id } = await params;
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(id)) return NextResponse.json({ message: "Page not found" }, { status: 404 });
  try {
    return NextResponse.json(await markPageRead(handler.api, id), { headers: { "cache-control": "no-store" } });
  } catch (error) {
    if (isApiNotFound(error)) return NextResponse.json({ message: "Page not found" }, { status: 404 });
    console.error(error);
    return NextResponse.json({ message: "Error while fetching data" }, { status: 502 });
  }
});

// Dev only: a server-sent event stream of the content status, for the ContentReload island.
import { watchContent } from "./content-watch";

const heartbeatMs = 15_000;

export function contentEventsResponse(request: Request): Response {
  if (process.env.NODE_ENV !== "development") return new Response("Not found", { status: 404 });
  const encoder = new TextEncoder();
  let stop = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          stop(); // the page went away between two events
        }
      };
      const unsubscribe = watchContent((status) => send(`data: ${JSON.stringify(status)}\n\n`));
      const heartbeat = setInterval(() => send(": still here\n\n"), heartbeatMs);
      stop = () => {
        clearInterval(heartbeat);
        unsubscribe();
      };
      request.signal.addEventListener("abort", () => {
        stop();
        try {
          controller.close();
        } catch {
          // already closed
        }
      });
    },
    cancel() {
      stop();
    },
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      // no-transform keeps the dev server's compression from holding events back.
      "Cache-Control": "no-cache, no-transform",
      Connection: "keep-alive",
    },
  });
}

import { ServerErrorPage } from "./server-error-page";

/** 404 for unknown routes (the catch-all) and for pages whose own validity check fails (spec §2.7, §8). */
export default function NotFoundPage() {
  return <ServerErrorPage status={404} />;
}

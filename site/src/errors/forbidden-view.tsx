import { ErrorPage } from "./error-page";

/** The 403 page as the app renders it (the client-side host check); the proxy has its own HTML twin. */
export function ForbiddenView() {
  return <ErrorPage status={403} />;
}

import { getTranslations } from "next-intl/server";
import { ErrorLayout } from "../layouts/error-layout";
import { ErrorPage } from "./error-page";

/** The 403 page as the app renders it (the client-side host check); the proxy has its own HTML twin. */
export async function ForbiddenView({ locale }: { locale: string }) {
  const t = await getTranslations({ locale, namespace: "Layout" });
  return (
    <ErrorLayout homeHref="/" homeLabel={t("home")}>
      <ErrorPage status={403} />
    </ErrorLayout>
  );
}

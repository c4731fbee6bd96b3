import { getTranslations } from "next-intl/server";
import { requirePageDomain, type PageParams } from "../../../../../domain/page-domain";

// The demo request page's frame in the sales layout; its content and form come with the conversion path.
export default async function SalesPage({ params }: { params: Promise<PageParams> }) {
  const { locale } = await requirePageDomain(params);
  const t = await getTranslations({ locale, namespace: "Layout" });
  return (
    <>
      <h1>{t("salesPanelTitle")}</h1>
      <p>{t("salesPanelText")}</p>
    </>
  );
}

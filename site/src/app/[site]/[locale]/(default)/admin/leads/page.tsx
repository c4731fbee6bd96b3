import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AccountMessages } from "@/account/account-messages";
import { LeadScreen } from "@/account/leads/lead-screen";
import { requirePageDomain, type PageParams } from "@/domain/page-domain";

type Props = { params: Promise<PageParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await requirePageDomain(params);
  const t = await getTranslations({ locale, namespace: "Account.leads" });
  return { title: t("title"), robots: { index: false, follow: false } };
}

/** /admin/leads (managers and administrators): the list loads on the client through the same-origin relay. */
export default async function AdminLeadsPage({ params }: Props) {
  const { locale } = await requirePageDomain(params);
  return (
    <AccountMessages locale={locale}>
      <LeadScreen />
    </AccountMessages>
  );
}

import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AccountMessages } from "@/account/account-messages";
import { SpeedScreen } from "@/account/speed/speed-screen";
import { requirePageDomain, type PageParams } from "@/domain/page-domain";

type Props = { params: Promise<PageParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await requirePageDomain(params);
  const t = await getTranslations({ locale, namespace: "Account.speed" });
  return { title: t("title"), robots: { index: false, follow: false } };
}

/** /admin/speed (managers and administrators): field data, loaded on the client through the same-origin relay. */
export default async function AdminSpeedPage({ params }: Props) {
  const { locale } = await requirePageDomain(params);
  return (
    <AccountMessages locale={locale}>
      <SpeedScreen />
    </AccountMessages>
  );
}

import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AccountMessages } from "@/account/account-messages";
import { ProfileScreen } from "@/account/profile/profile-screen";
import { requirePageDomain, type PageParams } from "@/domain/page-domain";

type Props = { params: Promise<PageParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await requirePageDomain(params);
  const t = await getTranslations({ locale, namespace: "Account.profile" });
  return { title: t("title"), robots: { index: false, follow: false } };
}

/** /profile (signed in): the page is the same for everyone; the form fills in on the client. */
export default async function ProfilePage({ params }: Props) {
  const { locale } = await requirePageDomain(params);
  return (
    <AccountMessages locale={locale}>
      <ProfileScreen />
    </AccountMessages>
  );
}

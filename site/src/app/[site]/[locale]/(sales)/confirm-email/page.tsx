import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AccountMessages } from "@/account/account-messages";
import { ConfirmEmail } from "@/account/email/confirm-email";
import { requirePageDomain, type PageParams } from "@/domain/page-domain";

type Props = { params: Promise<PageParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await requirePageDomain(params);
  const t = await getTranslations({ locale, namespace: "Account.emailConfirm" });
  return { title: t("title"), robots: { index: false, follow: false } };
}

/** /confirm-email?token=…: the e-mail change link; the token is read in the browser, so the page stays static. */
export default async function Page({ params }: Props) {
  const { locale } = await requirePageDomain(params);
  return (
    <AccountMessages locale={locale}>
      <ConfirmEmail />
    </AccountMessages>
  );
}

import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AccountMessages } from "@/account/account-messages";
import { ForgotForm } from "@/account/password/forgot-form";
import { requirePageDomain, type PageParams } from "@/domain/page-domain";

type Props = { params: Promise<PageParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await requirePageDomain(params);
  const t = await getTranslations({ locale, namespace: "Account.forgot" });
  return { title: t("title"), robots: { index: false, follow: false } };
}

/** /forgot-password (linked from /login): asks for a reset link by e-mail. */
export default async function Page({ params }: Props) {
  const { locale } = await requirePageDomain(params);
  return (
    <AccountMessages locale={locale}>
      <ForgotForm />
    </AccountMessages>
  );
}

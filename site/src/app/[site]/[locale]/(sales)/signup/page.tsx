import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AccountMessages } from "@/account/account-messages";
import { SignupForm } from "@/account/signup/signup-form";
import { requirePageDomain, type PageParams } from "@/domain/page-domain";

type Props = { params: Promise<PageParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await requirePageDomain(params);
  const t = await getTranslations({ locale, namespace: "Account.signup" });
  return { title: t("title"), robots: { index: false, follow: false } };
}

/** /signup (spec §3, §4): sign-up in the sales/auth layout; the same static page for every visitor. */
export default async function Page({ params }: Props) {
  const { locale } = await requirePageDomain(params);
  return (
    <AccountMessages locale={locale}>
      <SignupForm />
    </AccountMessages>
  );
}

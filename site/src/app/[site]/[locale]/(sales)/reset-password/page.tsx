import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AccountMessages } from "@/account/account-messages";
import { TokenPasswordForm } from "@/account/password/token-password-form";
import { requirePageDomain, type PageParams } from "@/domain/page-domain";

type Props = { params: Promise<PageParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await requirePageDomain(params);
  const t = await getTranslations({ locale, namespace: "Account.reset" });
  return { title: t("title"), robots: { index: false, follow: false } };
}

/** /reset-password?token=…: the reset e-mail's link; the token is read in the browser, so the page stays static. */
export default async function Page({ params }: Props) {
  const { locale } = await requirePageDomain(params);
  return (
    <AccountMessages locale={locale}>
      <TokenPasswordForm kind="reset" />
    </AccountMessages>
  );
}

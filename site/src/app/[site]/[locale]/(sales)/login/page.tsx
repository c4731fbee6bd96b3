import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AccountMessages } from "@/account/account-messages";
import { LoginForm } from "@/account/login/login-form";
import { requirePageDomain, type PageParams } from "@/domain/page-domain";
import { localePath } from "@/i18n/locale-path";

type Props = { params: Promise<PageParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await requirePageDomain(params);
  const t = await getTranslations({ locale, namespace: "Account.login" });
  return { title: t("title"), robots: { index: false, follow: false } };
}

/** /login (spec §9 login redirect): the site's own sign-in, in the sales/auth layout; the same for every visitor. */
export default async function LoginPage({ params }: Props) {
  const { locale } = await requirePageDomain(params);
  return (
    <AccountMessages locale={locale}>
      <LoginForm homePath={localePath(locale, "/")} />
    </AccountMessages>
  );
}

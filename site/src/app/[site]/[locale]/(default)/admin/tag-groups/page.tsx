import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AccountMessages } from "@/account/account-messages";
import { TagScreen } from "@/account/tags/tag-screen";
import { requirePageDomain, type PageParams } from "@/domain/page-domain";

type Props = { params: Promise<PageParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await requirePageDomain(params);
  const t = await getTranslations({ locale, namespace: "Account.admin" });
  return { title: t("groupsTitle"), robots: { index: false, follow: false } };
}

/** /admin/tag-groups (signed in, the API's tag rule): the list loads on the client through the same-origin relay. */
export default async function AdminTagGroupsPage({ params }: Props) {
  const { locale } = await requirePageDomain(params);
  return (
    <AccountMessages locale={locale}>
      <TagScreen kind="group" />
    </AccountMessages>
  );
}

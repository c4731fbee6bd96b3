import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { InviteConfirm } from "@/chrome/invite/invite-confirm";
import { ClientMessages } from "@/i18n/client-messages";
import { requirePageDomain, type PageParams } from "@/domain/page-domain";
import { localePath } from "@/i18n/locale-path";

type Props = { params: Promise<PageParams & { invite: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await requirePageDomain(params);
  const t = await getTranslations({ locale, namespace: "Invite" });
  return { title: t("title") };
}

/**
 * /invite/{invite}: confirm joining a project. The page itself is the same for every visitor; the
 * invite's state and the signed-in user are read in the browser through same-origin handlers.
 */
export default async function InvitePage({ params }: Props) {
  const { locale } = await requirePageDomain(params);
  const { invite } = await params;
  // The invite's texts depend on what the browser reads (its state, dates): next-intl's client formats them here.
  return (
    <ClientMessages namespaces={["Invite"]}>
      <InviteConfirm code={decodeURIComponent(invite)} homeHref={localePath(locale, "/")} />
    </ClientMessages>
  );
}

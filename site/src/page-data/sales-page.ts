import { siteConfig } from "@/domain/site-config";
import type { DomainInfo } from "@/domain/domain-info";
import { listLogos, loadContent } from "@/page-data/content";

/** /sales: the awards and customer logos, the scheduler (com) and the address to mail (ru). */
export function salesPage(domain: DomainInfo) {
  const { salesEmail, scheduler } = siteConfig.chrome;
  return {
    awards: [...loadContent().awards.values()].map((entry) => entry.source),
    logos: listLogos("customer"),
    scheduler,
    email: domain.isRu ? salesEmail.ru : salesEmail.com,
  };
}

export type SalesPage = ReturnType<typeof salesPage>;

/** Where guest authors write (/write-for-us): the editors' address beside com's sales address. */
export const editorEmail = () => siteConfig.chrome.salesEmail.com.replace(/^sales@/, "editor@");

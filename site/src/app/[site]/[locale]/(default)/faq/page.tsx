import type { Metadata } from "next";
import { pageDomain, requirePageDomain, type PageParams } from "@/domain/page-domain";
import { faqFor } from "@/page-data/faq-content";
import { contentMetadata } from "@/seo/content-metadata";
import { FaqView } from "@/views/content/faq-view";

type Props = { params: Promise<PageParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const resolved = pageDomain(await params);
  if (!resolved) return {};
  const { faq, locales } = faqFor(resolved.locale);
  return contentMetadata({ ...resolved, routePath: "/faq", seo: faq.seo, contentLocales: locales });
}

export default async function FaqPage({ params }: Props) {
  const { domain, locale } = await requirePageDomain(params);
  return <FaqView domain={domain} locale={locale} {...faqFor(locale)} />;
}

import type { ReactNode } from "react";
import { requirePageDomain, type PageParams } from "@/domain/page-domain";
import { LegacyLandingLayout } from "@/layouts/legacy-landing-layout";

export default async function Layout({ children, params }: { children: ReactNode; params: Promise<PageParams> }) {
  const { domain, locale } = await requirePageDomain(params);
  return (
    <LegacyLandingLayout locale={locale} domain={domain}>
      {children}
    </LegacyLandingLayout>
  );
}

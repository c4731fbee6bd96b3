import type { ReactNode } from "react";
import { requirePageDomain, type PageParams } from "@/domain/page-domain";
import { LandingLayout } from "@/layouts/landing-layout";

export default async function Layout({ children, params }: { children: ReactNode; params: Promise<PageParams> }) {
  const { domain, locale } = await requirePageDomain(params);
  return (
    <LandingLayout locale={locale} domain={domain}>
      {children}
    </LandingLayout>
  );
}

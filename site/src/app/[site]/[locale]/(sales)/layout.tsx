import type { ReactNode } from "react";
import { requirePageDomain, type PageParams } from "@/domain/page-domain";
import { SalesLayout } from "@/layouts/sales-layout";

export default async function Layout({ children, params }: { children: ReactNode; params: Promise<PageParams> }) {
  const { domain, locale } = await requirePageDomain(params);
  return (
    <SalesLayout locale={locale} domain={domain}>
      {children}
    </SalesLayout>
  );
}

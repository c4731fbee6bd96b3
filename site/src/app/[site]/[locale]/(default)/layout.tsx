import type { ReactNode } from "react";
import { requirePageDomain, type PageParams } from "@/domain/page-domain";
import { DefaultLayout } from "@/layouts/default-layout";

export default async function Layout({ children, params }: { children: ReactNode; params: Promise<PageParams> }) {
  const { domain, locale } = await requirePageDomain(params);
  return (
    <DefaultLayout locale={locale} domain={domain}>
      {children}
    </DefaultLayout>
  );
}

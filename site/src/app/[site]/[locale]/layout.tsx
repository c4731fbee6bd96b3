import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { ChunkReloadGuard } from "@/errors/chunk-reload-guard";
import { ContentReload } from "@/dev-reload/content-reload";
import { ForbiddenView } from "@/errors/forbidden-view";
import { HostGuard } from "@/errors/host-guard";
import { NavigationProgress } from "@/ui/progress/navigation-progress";
import { siteConfig } from "@/domain/site-config";
import { allowedSites } from "@/domain/allowed-hosts";
import { DomainProvider } from "@/domain/domain-context";
import { pageDomain, type PageParams } from "@/domain/page-domain";
import { pick } from "@/i18n/pick";
import { ReviewBars } from "@/preview/review-bars";
import { clientIdCookieDomain, clientIdCookieName } from "@/pipeline/ensure-client-id";
import { VisitorCookies } from "@/session/visitor-cookies";
import { visitorCookiesScript } from "@/session/visitor-cookies-script";
import { socialCardPath } from "@/seo/social-card-url";
import "@/styles/globals.css";

type Props = { children: ReactNode; params: Promise<PageParams> };

// Pages render on first request per host and locale, then stay cached (static); see proxy's rewrite.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const resolved = pageDomain(await params);
  if (!resolved) return {};
  const t = await getTranslations({ locale: resolved.locale, namespace: "Metadata" });
  return {
    metadataBase: new URL(resolved.domain.baseUrl),
    title: { default: t("defaultTitle"), template: `%s | ${t("siteName")}` },
    description: t("defaultDescription"),
    icons: { icon: "/favicon.svg" },
    // Pages replace these with their own card (seo/page-metadata.ts); the home card is the fallback.
    openGraph: { siteName: t("siteName"), images: [{ url: socialCardPath(resolved.locale, "/"), width: 1200, height: 630, type: "image/png" }] },
    twitter: { card: "summary_large_image", images: [socialCardPath(resolved.locale, "/")] },
  };
}

// Client islands get only these namespaces; add a namespace here when an island needs it.
const clientNamespaces = ["Errors", "Layout", "Header", "Footer", "Banners", "Sales", "Invite", "Chrome", "Blog"];

export default async function RootLayout({ children, params }: Props) {
  const resolved = pageDomain(await params);
  if (!resolved) notFound();
  const { domain, locale } = resolved;
  setRequestLocale(locale);
  const messages = await getMessages();
  const clientIdCookie = { name: clientIdCookieName(siteConfig), domain: clientIdCookieDomain(siteConfig, domain.hostname) };
  return (
    <html lang={locale}>
      <body>
        {/* First in <body>: the cookies exist before any script calls the site's API; HTML stays cacheable. */}
        <script dangerouslySetInnerHTML={{ __html: visitorCookiesScript(clientIdCookie, locale) }} />
        <VisitorCookies clientIdCookie={clientIdCookie} locale={locale} />
        <NextIntlClientProvider locale={locale} messages={pick(messages, clientNamespaces)}>
          <DomainProvider domain={domain}>
            <NavigationProgress />
            <ChunkReloadGuard />
            {process.env.NODE_ENV === "development" && <ContentReload />}
            <HostGuard allowedHostnames={allowedSites(siteConfig).map((s) => s.hostname)} denied={<ForbiddenView />}>
              <SkipLink locale={locale} />
              <ReviewBars locale={locale} />
              {children}
            </HostGuard>
          </DomainProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}

async function SkipLink({ locale }: { locale: string }) {
  const t = await getTranslations({ locale, namespace: "Layout" });
  return (
    <a className="sf-skip-link" href="#main">
      {t("skipToContent")}
    </a>
  );
}

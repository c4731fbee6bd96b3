import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { ChunkReloadGuard } from "@/errors/chunk-reload-guard";
import { DevContentReload } from "@/dev-reload/dev-content-reload";
import { ErrorTextsProvider } from "@/errors/error-texts";
import { loadErrorTexts } from "@/errors/error-texts-server";
import { ForbiddenView } from "@/errors/forbidden-view";
import { HostGuard } from "@/errors/host-guard";
import { HydrationMark } from "@/ui/hydration-mark";
import { NavigationProgress } from "@/ui/progress/navigation-progress";
import { siteConfig } from "@/domain/site-config";
import { allowedSites } from "@/domain/allowed-hosts";
import { DomainProvider } from "@/domain/domain-context";
import { pageDomain, type PageParams } from "@/domain/page-domain";
import type { DomainInfo } from "@/domain/domain-info";
import { ReviewBars } from "@/preview/review-bars";
import { clientIdCookieDomain, clientIdCookieName } from "@/pipeline/ensure-client-id";
import { VisitorCookies } from "@/session/visitor-cookies";
import { visitorCookiesScript } from "@/session/visitor-cookies-script";
import { socialCardPath } from "@/seo/social-card-url";
import "@/styles/globals.css";

type Props = { children: ReactNode; params: Promise<PageParams> };

/** The hosts the page may be shown on: the allow-list, and a content branch's preview host on its own pages. */
const hostnamesOf = (domain: DomainInfo) => [
  ...allowedSites(siteConfig).map((site) => site.hostname),
  ...(domain.preview ? [domain.hostname] : []),
];

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
    openGraph: {
      siteName: t("siteName"),
      images: [{ url: socialCardPath(resolved.locale, "/"), width: 1200, height: 630, type: "image/png" }],
    },
    twitter: { card: "summary_large_image", images: [socialCardPath(resolved.locale, "/")] },
  };
}

// Client islands get their texts as props from their server parents (i18n/island-texts.ts); only error
// boundaries, which get no props, read theirs from a provider. Parts of the site whose islands still
// translate in the browser (sales forms, blog search, the signed-in area) add next-intl's provider there.

export default async function RootLayout({ children, params }: Props) {
  const resolved = pageDomain(await params);
  if (!resolved) notFound();
  const { domain, locale } = resolved;
  setRequestLocale(locale);
  const errorTexts = await loadErrorTexts(locale);
  const clientIdCookie = { name: clientIdCookieName(siteConfig), domain: clientIdCookieDomain(siteConfig, domain.hostname) };
  return (
    <html lang={locale}>
      <body>
        {/* The visitor's cookies, written by the browser so the HTML stays cacheable; a module script runs once
            the HTML is parsed instead of holding the parser at the top of the page (cookie reads and writes are
            synchronous calls to the browser's cookie store, about 20 ms there). The chrome's calls to the
            site's API wait for the page to be idle, so the cookies exist before the first of them. */}
        <script type="module" dangerouslySetInnerHTML={{ __html: visitorCookiesScript(clientIdCookie, locale) }} />
        <VisitorCookies clientIdCookie={clientIdCookie} locale={locale} />
        <HydrationMark />
        <ErrorTextsProvider locale={locale} texts={errorTexts}>
          <DomainProvider domain={domain}>
            <NavigationProgress />
            <ChunkReloadGuard />
            <DevContentReload />
            <HostGuard allowedHostnames={hostnamesOf(domain)} denied={<ForbiddenView locale={locale} />}>
              <SkipLink locale={locale} />
              <ReviewBars locale={locale} />
              {children}
            </HostGuard>
          </DomainProvider>
        </ErrorTextsProvider>
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

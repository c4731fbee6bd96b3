import { isLocale } from "@/i18n/locales";
import { notFoundAnswer } from "@/pipeline/error-page-html";
import { forbiddenText, hostDomain } from "@/requests/host-domain";
import { pageTitle } from "@/seo/page-title";
import { socialCardPng } from "@/seo/social-card";

export const dynamic = "force-dynamic";

/** /social-card/{locale}{routePath}.png (seo/social-card-url.ts): the page's card, PNG 1200×630. */
export async function GET(request: Request, { params }: { params: Promise<{ card: string[] }> }) {
  const domain = hostDomain(request);
  if (!domain) return forbiddenText();
  const segments = (await params).card;
  const last = segments.at(-1) ?? "";
  if (!last.endsWith(".png") || segments.length > 6) return notFoundAnswer(request);
  const [first = "", ...rest] = [...segments.slice(0, -1), last.slice(0, -".png".length)];
  if (!isLocale(first) || !domain.availableLocales.includes(first)) return notFoundAnswer(request);
  const routePath = `/${rest.join("/")}`;
  const title = await pageTitle(domain, first, routePath);
  const png = await socialCardPng(title, new URL(domain.baseUrl).hostname);
  return new Response(png, { headers: { "Content-Type": "image/png", "Cache-Control": "public, max-age=86400" } });
}

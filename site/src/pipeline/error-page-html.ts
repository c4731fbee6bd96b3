import { errorCopy } from "@/errors/error-copy";
import { allLocales, type Locale } from "@/i18n/locales";
import en from "@storyfront/content/messages/en.json";
import fr from "@storyfront/content/messages/fr.json";
import de from "@storyfront/content/messages/de.json";
import es from "@storyfront/content/messages/es.json";
import ru from "@storyfront/content/messages/ru.json";

const catalogues: Record<Locale, typeof en> = { en, fr, de, es, ru };

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The locale a request asked for by its first path segment, for answers made before routing (403, 500). */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split("/")[1] ?? "";
  return (allLocales as readonly string[]).includes(first) ? (first as Locale) : "en";
}

/**
 * The error page the proxy answers with itself (unknown host, broken pipeline), before any route
 * renders: self-contained HTML in the same look as the app's error view, so it cannot fail in turn.
 */
export function errorPageHtml(status: number, locale: Locale, detail?: string): string {
  const copy = errorCopy(status);
  const messages = catalogues[locale].Errors;
  const title = messages[copy.titleKey];
  const image = copy.image ? `<img src="${copy.image}" alt="" width="320" height="200">` : "";
  const detailHtml = detail ? `<p class="detail">${escape(detail)}</p>` : "";
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(title)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#14171f;background:#fff}
main{min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:16px;padding:24px;text-align:center}
img{max-width:100%;height:auto}h1{font-size:28px;margin:0}.detail{color:#4a5160;margin:0}
a{display:inline-block;padding:12px 22px;border-radius:10px;background:#1b5cff;color:#fff;text-decoration:none;font-weight:600}
a:focus-visible{outline:3px solid #14171f;outline-offset:2px}
</style></head>
<body><main>${image}<h1>${escape(title)}</h1>${detailHtml}<a href="/">${escape(messages.goHome)}</a></main></body></html>`;
}

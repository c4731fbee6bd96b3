import { describe, expect, it } from "vitest";
import { readSiteConfig } from "@/domain/site-config";
import { errorLocale, errorPageHtml } from "./error-page-html";

describe("proxy error page", () => {
  it("shows the forbidden title and image with a link home, in the path's locale", () => {
    const html = errorPageHtml(403, "fr");
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain("Accès à la page refusé");
    expect(html).toContain('src="/errors/403.svg"');
    expect(html).toContain('<a href="/fr">');
  });

  it("is a whole page in the error layout: logo header linking home, image, title, link home", () => {
    const html = errorPageHtml(404, "ru");
    expect(html).toContain('<html lang="ru">');
    expect(html).toMatch(/<header><a href="\/" aria-label="[^"]+"><svg/);
    expect(html).toContain('src="/errors/404.svg"');
    expect(html).toMatch(/<h1>[^<]+<\/h1>/);
    expect(html).toContain("<title>");
  });

  it("tells an archived page (410) apart from a missing one, in every locale", () => {
    const titles = { en: "This page has been removed", fr: "Cette page a été retirée", de: "Diese Seite wurde entfernt" } as const;
    for (const [locale, title] of Object.entries(titles)) {
      const html = errorPageHtml(410, locale as keyof typeof titles);
      expect(html).toContain(`<h1>${title}</h1>`);
      expect(html).toContain('data-status="410"');
    }
    expect(errorPageHtml(410, "es")).toContain("Esta página ha sido retirada");
    expect(errorPageHtml(410, "ru")).toContain("Эта страница удалена");
  });

  it("shows the generic title and escapes the detail", () => {
    const html = errorPageHtml(500, "en", "Unknown middleware <x>");
    expect(html).toContain("An error occurred");
    expect(html).toContain("Unknown middleware &#60;x&#62;");
  });

  it("answers in the path's locale where the host's variant serves it, else in the variant's own", () => {
    const config = readSiteConfig({});
    expect(errorLocale("storyfront.com", "/de/pricing", config)).toBe("de");
    expect(errorLocale("storyfront.com", "/pricing", config)).toBe("en");
    expect(errorLocale("storyfront.com", "/wp-login.php", config)).toBe("en");
    expect(errorLocale("storyfront.ru", "/wp-login.php", config)).toBe("ru");
    expect(errorLocale("storyfront.ru:3100", "/de/pricing", config)).toBe("ru");
  });

  it("reads a locale prefix for hosts that are none of ours", () => {
    const config = readSiteConfig({});
    expect(errorLocale("storyfront.com.evil.io", "/fr/pricing", config)).toBe("fr");
    expect(errorLocale("storyfront.com.evil.io", "/xx", config)).toBe("en");
    expect(errorLocale(null, "/ru/x", config)).toBe("ru");
  });
});

import { describe, expect, it } from "vitest";
import { errorPageHtml, localeFromPath } from "./error-page-html";

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

  it("shows the generic title and escapes the detail", () => {
    const html = errorPageHtml(500, "en", "Unknown middleware <x>");
    expect(html).toContain("An error occurred");
    expect(html).toContain("Unknown middleware &#60;x&#62;");
  });

  it("reads the locale from the first path segment only when it is one", () => {
    expect(localeFromPath("/de/pricing")).toBe("de");
    expect(localeFromPath("/pricing")).toBe("en");
    expect(localeFromPath("/xx")).toBe("en");
  });
});

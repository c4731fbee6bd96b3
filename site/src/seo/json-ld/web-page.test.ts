import { describe, expect, it } from "vitest";
import { webPageJsonLd, webPageKind } from "./web-page";

describe("the WebPage a page is", () => {
  it("is a CollectionPage for listings, a ContactPage for /sales, none where the page writes its own", () => {
    expect(webPageKind("/blog")).toBe("CollectionPage");
    expect(webPageKind("/blog/category-analytics")).toBe("CollectionPage");
    expect(webPageKind("/press-releases")).toBe("CollectionPage");
    expect(webPageKind("/case-studies")).toBe("CollectionPage");
    expect(webPageKind("/sales")).toBe("ContactPage");
    expect(webPageKind("/legal")).toBe("WebPage");
    expect(webPageKind("/solutions/streaming")).toBe("WebPage");
    for (const own of ["/", "/faq", "/pricing"]) expect(webPageKind(own)).toBeNull();
  });

  it("names the page at its locale's URL, in its language, as part of the site its organization publishes", () => {
    const data = webPageJsonLd("https://storyfront.com", "fr", "/legal", "WebPage", {
      name: "Mentions légales",
      description: "Qui publie le site.",
      siteName: "Storyfront",
    });
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "WebPage",
      name: "Mentions légales",
      description: "Qui publie le site.",
      url: "https://storyfront.com/fr/legal",
      inLanguage: "fr",
      isPartOf: { "@type": "WebSite", url: "https://storyfront.com/fr" },
      publisher: { "@id": "https://storyfront.com/#organization" },
    });
  });
});

import { page as pageSchema, type Page } from "@storyfront/schemas";
import { describe, expect, it } from "vitest";
import { blogPostingJsonLd } from "./blog-posting";

const article: Page = pageSchema.parse({
  id: 7,
  order: 0,
  title: "Why stories beat banners",
  type: 4,
  slug: "why-stories-beat-banners",
  description: "Banners are skipped; stories are opened.",
  isActive: true,
  language: "en",
  languageIds: [1],
  timestamp: 1700000000,
  createdAt: 1700000000,
  updatedAt: 1700003600,
  image: {
    webp: "/media/blog/banners.webp",
    square: "/media/blog/banners-square.jpg",
    desktop: "/media/blog/banners.jpg",
    tablet: "/media/blog/banners.jpg",
    phone: "/media/blog/banners.jpg",
  },
  imageSquare: "/media/blog/banners.jpg",
  authorImage: null,
  author: null,
  authorSubtitle: null,
  storyCover: null,
  icon: null,
  views: 41,
  categoryIds: [],
  tagIds: [],
  wasOpen: false,
  wasRead: false,
  paginationData: null,
  seoTitle: "Why stories beat banners | Storyfront",
});

const url = "https://storyfront.com/blog/why-stories-beat-banners";
const jsonLd = blogPostingJsonLd(article, "en", { baseUrl: "https://storyfront.com" }, url) as unknown as Record<string, unknown>;

describe("BlogPosting JSON-LD", () => {
  it("names the article in its headline, without the site's suffix", () => {
    expect(jsonLd.headline).toBe("Why stories beat banners");
    expect(blogPostingJsonLd({ ...article, title: "" }, "en", { baseUrl: "https://storyfront.com" }, url).headline).toBe(
      "Why stories beat banners",
    );
  });

  it("lists each image once, as an absolute URL", () => {
    expect(jsonLd.image).toEqual(["https://storyfront.com/media/blog/banners.jpg", "https://storyfront.com/media/blog/banners.webp"]);
  });

  it("names a publisher with its name, address and logo, and the page it is the main entity of", () => {
    expect(jsonLd.publisher).toEqual({
      "@type": "Organization",
      name: "Storyfront",
      url: "https://storyfront.com/",
      logo: { "@type": "ImageObject", url: "https://storyfront.com/favicon.svg" },
    });
    expect(jsonLd.mainEntityOfPage).toBe(url);
  });
});

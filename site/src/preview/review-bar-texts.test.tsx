// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { allLocales } from "@/i18n/locales";
import { DraftBar } from "./draft-bar";
import { reviewBarTexts } from "./review-bar-texts";

afterEach(cleanup);

describe("draft and preview bar texts", () => {
  it.each(allLocales)("exist in %s, none left empty", (locale) => {
    const texts = reviewBarTexts(locale, 3);
    for (const [key, value] of Object.entries(texts)) expect(value.trim(), `${locale} ${key}`).not.toBe("");
  });

  it("are not the English ones on a French or Russian page", () => {
    const english = reviewBarTexts("en", 2);
    for (const locale of ["fr", "de", "es", "ru"] as const) {
      const texts = reviewBarTexts(locale, 2);
      expect(texts.draftText).not.toBe(english.draftText);
      expect(texts.draftExit).not.toBe(english.draftExit);
      expect(texts.changed).not.toBe(english.changed);
    }
  });

  it("count changed pages with the locale's plural rules", () => {
    expect(reviewBarTexts("en", 1).changed).toBe("1 page changed");
    expect(reviewBarTexts("en").changed).toBe("Changed pages");
    expect(reviewBarTexts("fr", 2).changed).toBe("2 pages modifiées");
    expect([1, 3, 5, 21].map((count) => reviewBarTexts("ru", count).changed)).toEqual([
      "1 страница изменена",
      "3 страницы изменены",
      "5 страниц изменено",
      "21 страница изменена",
    ]);
  });

  it("put the draft bar in the page's language", () => {
    const { draftLabel, draftTitle, draftText, draftExit } = reviewBarTexts("de");
    render(<DraftBar texts={{ draftLabel, draftTitle, draftText, draftExit }} />);
    expect(screen.getByRole("complementary", { name: "Entwurfsmodus" }).textContent).toContain(
      "Unveröffentlichte Seiten und Entwürfe sehen nur Sie.",
    );
    expect(screen.getByRole("link", { name: "Entwurfsmodus beenden" })).toBeTruthy();
  });
});

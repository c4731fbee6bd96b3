import { afterEach, describe, expect, it, vi } from "vitest";
import { loadMessages } from "./messages";

afterEach(() => vi.restoreAllMocks());

describe("message catalogues", () => {
  it("loads the real catalogue of each locale", async () => {
    expect(await loadMessages("de")).toMatchObject({ Errors: { notFound: "Seite nicht gefunden" } });
    expect(await loadMessages("ru")).toMatchObject({ Errors: { forbidden: "Доступ к странице запрещён" } });
  });

  it("only logs a failed load and falls back to English", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const messages = await loadMessages("fr", async (locale) => {
      if (locale === "fr") throw new Error("disk on fire");
      return { Errors: { notFound: "Page not found" } };
    });
    expect(messages).toEqual({ Errors: { notFound: "Page not found" } });
    expect(log).toHaveBeenCalledWith('Failed to load messages for locale "fr"', expect.any(Error));
  });
});

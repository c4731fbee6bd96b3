// @vitest-environment jsdom
import type { ProjectSubscription } from "@storyfront/schemas";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import compile from "icu-minify/compile";
import { afterEach, describe, expect, it, vi } from "vitest";
import en from "@/../../content/messages/en.json";
import ru from "@/../../content/messages/ru.json";
import { TrialBanner } from "./trial-banner";
import { trialBannerCase } from "./trial-banner-case";
import type { TrialBannerTexts } from "./trial-banner-texts";

afterEach(cleanup);

/** The banner's messages as the server hands them over: compiled from the locale's catalogue. */
const texts = (catalogue: { Banners: Record<string, string> }) =>
  Object.fromEntries(Object.entries(catalogue.Banners).map(([key, message]) => [key, compile(message)])) as unknown as TrialBannerTexts;

const links = { billing: "https://console.storyfront.com/subscription", sales: "/fr/sales" };
const show = (
  subscription: Partial<ProjectSubscription>,
  salesMode: "default" | "salesTeam" = "default",
  locale: "en" | "ru" = "en",
  onClose = () => {},
) => {
  const bannerCase = trialBannerCase(
    { mode: "trial", tariff: "unlimited", trialEndsAt: "2026-12-04T09:00:00.000Z", daysLeft: 12, ...subscription },
    salesMode,
  );
  if (!bannerCase) throw new Error("no banner for this case");
  return render(
    <TrialBanner bannerCase={bannerCase} links={links} locale={locale} texts={texts(locale === "en" ? en : ru)} onClose={onClose} />,
  );
};

describe("TrialBanner", () => {
  it("shows the days left of a free trial in the visitor's language", () => {
    show({ daysLeft: 1 });
    expect(screen.getByRole("status").querySelector("p")?.textContent).toBe("Free trial: unlimited access, 1 day left");
    expect(screen.queryAllByRole("link")).toHaveLength(0);
    cleanup();
    show({ daysLeft: 5 }, "default", "ru");
    expect(screen.getByRole("status").querySelector("p")?.textContent).toBe("Бесплатный период: полный доступ, осталось 5 дней");
  });

  it("TNB mode: No days left / One day left / {count} days left, with Choose going to the console's billing page", () => {
    show({ mode: "tnb", daysLeft: 0 });
    expect(screen.getByText("No days left")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Choose" }).getAttribute("href")).toBe(links.billing);
    cleanup();
    show({ mode: "tnb", daysLeft: 1 });
    expect(screen.getByText("One day left")).toBeTruthy();
    cleanup();
    show({ mode: "tnb", daysLeft: 9 });
    expect(screen.getByText("9 days left")).toBeTruthy();
  });

  it("sales-team demo mode links Request a demo to /sales; an ended included trial starts the subscription", () => {
    show({ mode: "demo", tariff: "demo", trialEndsAt: null, daysLeft: null }, "salesTeam");
    expect(screen.getByText("You are in demo mode")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Request a demo" }).getAttribute("href")).toBe(links.sales);
    cleanup();
    show({ tariff: "included", daysLeft: 0 });
    expect(screen.getByText("Your trial has ended")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Start Subscription" }).getAttribute("href")).toBe(links.billing);
  });

  it("closes with its close button", () => {
    const onClose = vi.fn();
    show({ mode: "demo", tariff: "demo", trialEndsAt: null, daysLeft: null }, "default", "en", onClose);
    fireEvent.click(screen.getByRole("button", { name: "Close banner" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

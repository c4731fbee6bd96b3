// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it } from "vitest";
import en from "../../../../content/messages/en.json";
import ru from "../../../../content/messages/ru.json";
import { TrialBanner } from "./trial-banner";
import type { TrialInfo } from "./trial-banner-case";

afterEach(cleanup);

const links = { subscription: "https://console.storyfront.com/subscription", pricing: "/pricing", sales: "/sales" };
const show = (trial: TrialInfo, salesMode: "default" | "salesTeam" = "default", locale: "en" | "ru" = "en") =>
  render(
    <NextIntlClientProvider locale={locale} messages={locale === "en" ? en : ru}>
      <TrialBanner trial={trial} salesMode={salesMode} links={links} />
    </NextIntlClientProvider>,
  );

describe("TrialBanner", () => {
  it("shows the days left of a free trial in the visitor's language", () => {
    show({ mode: "trial", tariff: "free", daysLeft: 1, ended: false });
    expect(screen.getByRole("status").textContent).toBe("Free trial: unlimited access, 1 day left");
    cleanup();
    show({ mode: "trial", tariff: "free", daysLeft: 5, ended: false }, "default", "ru");
    expect(screen.getByRole("status").textContent).toBe("Бесплатный период: полный доступ, осталось 5 дней");
  });

  it("TNB mode: No days left / One day left / {count} days left, with Choose", () => {
    show({ mode: "tnb", tariff: "free", daysLeft: 0, ended: false });
    expect(screen.getByText("No days left")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Choose" }).getAttribute("href")).toBe("/pricing");
    cleanup();
    show({ mode: "tnb", tariff: "free", daysLeft: 9, ended: false });
    expect(screen.getByText("9 days left")).toBeTruthy();
  });

  it("sales-team demo mode links Request a demo to /sales; an ended included trial starts the subscription", () => {
    show({ mode: "demo", tariff: "demo", daysLeft: 0, ended: false }, "salesTeam");
    expect(screen.getByRole("link", { name: "Request a demo" }).getAttribute("href")).toBe("/sales");
    cleanup();
    show({ mode: "trial", tariff: "included", daysLeft: 0, ended: true });
    expect(screen.getByText("Your trial has ended")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Start Subscription" }).getAttribute("href")).toBe(links.subscription);
  });
});

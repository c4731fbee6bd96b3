// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it } from "vitest";
import { Carousel } from "./carousel";

afterEach(cleanup);

const messages = { Chrome: { previous: "Previous slide", next: "Next slide", slide: "Slide {index} of {count}" } };

describe("Carousel", () => {
  it("shows one slide at a time and wraps around both ways", () => {
    render(
      <NextIntlClientProvider locale="en" messages={messages}>
        <Carousel
          label="Steps"
          slides={["One", "Two", "Three"].map((text) => (
            <p key={text}>{text}</p>
          ))}
        />
      </NextIntlClientProvider>,
    );
    const visible = () =>
      screen
        .getAllByRole("group", { hidden: true })
        .filter((slide) => slide.getAttribute("aria-hidden") !== "true")
        .map((slide) => slide.textContent);
    expect(visible()).toEqual(["One"]);
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(visible()).toEqual(["Two"]);
    expect(screen.getByText("Slide 2 of 3", { selector: "p" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Previous slide" }));
    fireEvent.click(screen.getByRole("button", { name: "Previous slide" }));
    expect(visible()).toEqual(["Three"]);
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(visible()).toEqual(["One"]);
  });
});

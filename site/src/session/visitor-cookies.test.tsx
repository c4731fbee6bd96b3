// @vitest-environment jsdom
import { cleanup, render, waitFor } from "@testing-library/react";
import Cookies from "js-cookie";
import { useEffect } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { VisitorCookies } from "./visitor-cookies";

const v4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const cookie = { name: "sf_client_uuid" };

afterEach(() => {
  cleanup();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: "/" });
});

describe("visitor cookies written by the browser", () => {
  it("creates a v4 client id once and keeps it on later pages", async () => {
    render(<VisitorCookies clientIdCookie={cookie} locale="en" />);
    await waitFor(() => expect(Cookies.get("sf_client_uuid")).toMatch(v4));
    const first = Cookies.get("sf_client_uuid");
    cleanup();
    render(<VisitorCookies clientIdCookie={cookie} locale="fr" />);
    expect(Cookies.get("sf_client_uuid")).toBe(first);
  });

  it("replaces a client id that is not a v4 UUID", async () => {
    Cookies.set("sf_client_uuid", "<script>", { path: "/" });
    render(<VisitorCookies clientIdCookie={cookie} locale="en" />);
    await waitFor(() => expect(Cookies.get("sf_client_uuid")).toMatch(v4));
  });

  it("keeps the page's locale", () => {
    render(<VisitorCookies clientIdCookie={cookie} locale="es" />);
    expect(Cookies.get("NEXT_LOCALE")).toBe("es");
  });

  it("leaves an id the inline script wrote alone, so islands after it see that one", () => {
    const written = "0f8fad5b-d9cb-469f-a165-70867728950e";
    Cookies.set("sf_client_uuid", written, { path: "/" });
    let seenByIsland: string | undefined;
    function Island() {
      useEffect(() => {
        seenByIsland = Cookies.get("sf_client_uuid");
      }, []);
      return null;
    }
    render(
      <>
        <VisitorCookies clientIdCookie={cookie} locale="en" />
        <Island />
      </>,
    );
    expect(seenByIsland).toBe(written);
  });
});

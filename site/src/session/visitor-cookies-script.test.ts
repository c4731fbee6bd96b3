// @vitest-environment jsdom
import Cookies from "js-cookie";
import { afterEach, describe, expect, it } from "vitest";
import { visitorCookiesScript } from "./visitor-cookies-script";

const v4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
// The script as the browser runs it: a string in the page.
const run = (script: string) => new Function(script)();

afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: "/" });
});

describe("the inline visitor cookies script", () => {
  it("writes a v4 client id once and keeps it", () => {
    run(visitorCookiesScript({ name: "sf_client_uuid" }, "en"));
    const first = Cookies.get("sf_client_uuid");
    expect(first).toMatch(v4);
    run(visitorCookiesScript({ name: "sf_client_uuid" }, "en"));
    expect(Cookies.get("sf_client_uuid")).toBe(first);
  });

  it("replaces an id that is not a v4 UUID and keeps the page's locale", () => {
    Cookies.set("sf_client_uuid", "<script>", { path: "/" });
    run(visitorCookiesScript({ name: "sf_client_uuid" }, "de"));
    expect(Cookies.get("sf_client_uuid")).toMatch(v4);
    expect(Cookies.get("NEXT_LOCALE")).toBe("de");
  });

  it("cannot close its script element, whatever the configuration holds", () => {
    expect(visitorCookiesScript({ name: "</script><script>alert(1)//", domain: "x" }, "en")).not.toContain("</script>");
  });
});

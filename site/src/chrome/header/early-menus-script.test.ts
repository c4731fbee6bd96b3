// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { earlyMenusScript } from "./early-menus-script";
import { earlyMenusHandle, takeOverEarlyMenus } from "./early-menus";

// The header as the server sends it: both panels in the HTML, hidden.
const header = `<header><nav><ul>
<li><button type="button" aria-expanded="false" aria-controls="menu-solutions">Solutions</button>
<div id="menu-solutions" hidden><a href="/solutions/fintech">Fintech</a></div></li>
<li><button type="button" aria-expanded="false" aria-controls="menu-resources">Resources</button>
<div id="menu-resources" hidden><a href="/blog">Blog</a></div></li>
</ul></nav>
<button type="button" aria-expanded="false" aria-controls="side-drawer" aria-label="Open menu"></button>
</header><main><p>Content</p></main>`;

const button = (id: string) => document.querySelector<HTMLButtonElement>(`[aria-controls="menu-${id}"]`)!;
const isOpen = (id: string) => button(id).getAttribute("aria-expanded") === "true" && !document.getElementById(`menu-${id}`)!.hidden;
const press = (target: Element) => target.dispatchEvent(new Event("pointerdown", { bubbles: true }));
const escape = () => document.activeElement!.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));

beforeEach(() => {
  // Each test is a fresh page: a new body, the script run once, and whatever an earlier test left handed over.
  takeOverEarlyMenus([]);
  document.body.innerHTML = header;
  new Function(earlyMenusScript)();
});

describe("the header's dropdowns before the header hydrates", () => {
  it("opens a menu on a click, switches to the other one, and closes on a second click", () => {
    button("solutions").click();
    expect(isOpen("solutions")).toBe(true);
    button("resources").click();
    expect(isOpen("resources")).toBe(true);
    expect(isOpen("solutions")).toBe(false);
    button("resources").click();
    expect(isOpen("resources")).toBe(false);
  });

  it("closes on a press outside the navigation, not on one inside the open panel", () => {
    button("solutions").click();
    press(document.querySelector("#menu-solutions a")!);
    expect(isOpen("solutions")).toBe(true);
    press(document.querySelector("main p")!);
    expect(isOpen("solutions")).toBe(false);
  });

  it("closes on Escape and gives the focus back to the button when it was inside", () => {
    button("solutions").click();
    document.querySelector<HTMLAnchorElement>("#menu-solutions a")!.focus();
    escape();
    expect(isOpen("solutions")).toBe(false);
    expect(document.activeElement).toBe(button("solutions"));
  });

  it("hands the open menu over when the header hydrates, then leaves the buttons to React", () => {
    button("resources").click();
    expect(takeOverEarlyMenus(["solutions", "resources"])).toEqual({ dropdown: "resources", drawer: false });
    button("solutions").click();
    expect(isOpen("solutions")).toBe(false);
    expect(isOpen("resources")).toBe(true);
  });

  it("keeps a tap on the burger for the header bar (the drawer's code is not there yet); a second tap takes it back", () => {
    const burger = document.querySelector<HTMLButtonElement>('[aria-controls="side-drawer"]')!;
    burger.click();
    expect(burger.getAttribute("aria-expanded")).toBe("true");
    burger.click();
    expect(burger.getAttribute("aria-expanded")).toBe("false");
    burger.click();
    expect(takeOverEarlyMenus(["solutions", "resources"])).toEqual({ dropdown: null, drawer: true });
  });

  it("hands over nothing when nothing is open, or when the script never ran", () => {
    const nothing = { dropdown: null, drawer: false };
    expect(takeOverEarlyMenus(["solutions", "resources"])).toEqual(nothing);
    Reflect.deleteProperty(window, earlyMenusHandle);
    expect(takeOverEarlyMenus(["solutions", "resources"])).toEqual(nothing);
  });
});

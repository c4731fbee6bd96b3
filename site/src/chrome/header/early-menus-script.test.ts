// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { earlyMenusScript } from "./early-menus-script";
import { earlyMenusHandle, takeOverEarlyMenus } from "./early-menus";

// The header as the server sends it: both panels and the drawer (its three pages) in the HTML, hidden.
const header = `<header><nav aria-label="Main navigation"><ul>
<li><button type="button" aria-expanded="false" aria-controls="menu-solutions">Solutions</button>
<div id="menu-solutions" hidden><a href="/solutions/fintech">Fintech</a></div></li>
<li><button type="button" aria-expanded="false" aria-controls="menu-resources">Resources</button>
<div id="menu-resources" hidden><a href="/blog">Blog</a></div></li>
</ul></nav>
<button type="button" aria-expanded="false" aria-controls="side-drawer" aria-label="Open menu" data-open-label="Open menu"
 data-close-label="Close menu"></button>
<div data-drawer-backdrop hidden></div>
<div id="side-drawer" role="dialog" data-page="main" hidden>
<nav data-drawer-page="main"><ul>
<li><button type="button" data-subpage="solutions">Solutions</button></li>
<li><button type="button" data-subpage="resources">Resources</button></li>
<li><a href="/case-studies">Case studies</a></li></ul></nav>
<div data-drawer-page="solutions" hidden><button type="button" data-drawer-back>Back</button><a href="/solutions/travel">Travel</a></div>
<div data-drawer-page="resources" hidden><button type="button" data-drawer-back>Back</button><a href="/blog">Blog</a></div>
</div>
</header><main><p>Content</p></main>`;

const button = (id: string) => document.querySelector<HTMLButtonElement>(`[aria-controls="menu-${id}"]`)!;
const isOpen = (id: string) => button(id).getAttribute("aria-expanded") === "true" && !document.getElementById(`menu-${id}`)!.hidden;
const press = (target: Element) => target.dispatchEvent(new Event("pointerdown", { bubbles: true }));
const burger = () => document.querySelector<HTMLButtonElement>('[aria-controls="side-drawer"]')!;
const drawer = () => document.getElementById("side-drawer")!;
const backdrop = () => document.querySelector<HTMLElement>("[data-drawer-backdrop]")!;
/** The drawer's page that shows, or null while the drawer is closed. */
const drawerShows = () =>
  drawer().hidden
    ? null
    : [...drawer().querySelectorAll<HTMLElement>("[data-drawer-page]")]
        .filter((page) => !page.hidden)
        .map((page) => page.dataset.drawerPage)
        .join();
const escape = () => document.activeElement!.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));

beforeEach(() => {
  // Each test is a fresh page: a new body, the script run once, and whatever an earlier test left handed over.
  takeOverEarlyMenus([]);
  document.body.innerHTML = header;
  document.body.style.overflow = "";
  // A phone's width: the page behind the drawer stops scrolling (jsdom has no matchMedia of its own).
  window.matchMedia = ((query: string) => ({ matches: query.includes("max-width") })) as unknown as typeof window.matchMedia;
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
    expect(takeOverEarlyMenus(["solutions", "resources"])).toEqual({ dropdown: "resources", drawer: false, drawerPage: "main" });
    button("solutions").click();
    expect(isOpen("solutions")).toBe(false);
    expect(isOpen("resources")).toBe(true);
  });

  it("hands over nothing when nothing is open, or when the script never ran", () => {
    const nothing = { dropdown: null, drawer: false, drawerPage: "main" };
    expect(takeOverEarlyMenus(["solutions", "resources"])).toEqual(nothing);
    Reflect.deleteProperty(window, earlyMenusHandle);
    expect(takeOverEarlyMenus(["solutions", "resources"])).toEqual(nothing);
  });
});

describe("the side drawer before the header hydrates", () => {
  it("opens on a tap of the burger: the drawer and its backdrop show, the first item has the focus, the page stops scrolling", () => {
    burger().click();
    expect(drawerShows()).toBe("main");
    expect(backdrop().hidden).toBe(false);
    expect(burger().getAttribute("aria-expanded")).toBe("true");
    expect(burger().getAttribute("aria-label")).toBe("Close menu");
    expect(document.activeElement).toBe(document.querySelector('[data-subpage="solutions"]'));
    expect(document.body.style.overflow).toBe("hidden");
    burger().click();
    expect(drawerShows()).toBe(null);
    expect(backdrop().hidden).toBe(true);
    expect(burger().getAttribute("aria-label")).toBe("Open menu");
    expect(document.body.style.overflow).toBe("");
  });

  it("opens a sub-page and goes back to the button that opened it; closing returns to the main page", () => {
    burger().click();
    document.querySelector<HTMLButtonElement>('[data-subpage="resources"]')!.click();
    expect(drawerShows()).toBe("resources");
    expect(drawer().dataset.page).toBe("resources");
    expect(document.activeElement?.textContent).toBe("Back");
    document.querySelector<HTMLButtonElement>('[data-drawer-page="resources"] [data-drawer-back]')!.click();
    expect(drawerShows()).toBe("main");
    expect(document.activeElement).toBe(document.querySelector('[data-subpage="resources"]'));
    document.querySelector<HTMLButtonElement>('[data-subpage="solutions"]')!.click();
    burger().click();
    burger().click();
    expect(drawerShows()).toBe("main");
  });

  it("closes on Escape (focus back on the burger), on a press outside and on a link", () => {
    burger().click();
    escape();
    expect(drawerShows()).toBe(null);
    expect(document.activeElement).toBe(burger());
    burger().click();
    press(drawer().querySelector("a")!);
    expect(drawerShows()).toBe("main");
    press(backdrop());
    expect(drawerShows()).toBe(null);
    expect(document.body.style.overflow).toBe("");
    burger().click();
    const stay = (event: Event) => event.preventDefault(); // jsdom cannot follow the link
    document.addEventListener("click", stay);
    drawer().querySelector("a")!.click();
    document.removeEventListener("click", stay);
    expect(drawerShows()).toBe(null);
  });

  it("keeps the clicks it answers from React, which may be hydrating the same buttons", () => {
    let reactSaw = 0;
    const react = () => reactSaw++;
    document.addEventListener("click", react);
    burger().click();
    document.querySelector<HTMLButtonElement>('[data-subpage="solutions"]')!.click();
    document.removeEventListener("click", react);
    expect(reactSaw).toBe(0);
  });

  it("hands the open drawer and its page over, gives the scrolling back for React to lock, then leaves the burger alone", () => {
    burger().click();
    document.querySelector<HTMLButtonElement>('[data-subpage="solutions"]')!.click();
    expect(takeOverEarlyMenus(["solutions", "resources"])).toEqual({ dropdown: null, drawer: true, drawerPage: "solutions" });
    expect(document.body.style.overflow).toBe("");
    burger().click();
    expect(drawerShows()).toBe("solutions");
  });
});

import { earlyMenusHandle } from "./early-menus";

/**
 * A few lines of plain JavaScript, inline after the header, that make the header's menus answer a tap while the
 * page's scripts are still on their way: on a slow phone the header hydrates only after every chunk has arrived,
 * seconds after the menus are painted.
 * - Dropdowns: their panels are in the HTML already (hidden), so opening one is a matter of two attributes. Click
 *   or tap opens (closing the other), a second one closes, a press outside the navigation or Escape closes.
 * - The side drawer: it is in the HTML too (hidden, its three pages inside), so the burger opens it as the hydrated
 *   drawer does: below the header, the first item focused, the page behind locked below 576 px; Solutions and
 *   Resources open as sub-pages and Back returns; a second tap, a press outside, a link or Escape (focus back on the
 *   burger) closes.
 * The clicks it answers (dropdown buttons, burger, drawer sub-pages) stop here, so React, between hydrating and taking
 * over or when replaying a click it saw while hydrating, never toggles the same menu a second time.
 * When the header bar hydrates it takes over (`takeOverEarlyMenus`): the script stops listening, gives the page its
 * scrolling back (the hydrated drawer locks it again) and hands over what is open, so React's state starts where
 * the visitor left it. Hover is left to React: a mouse clicks too.
 */
export const earlyMenusScript = `(function(){try{
var d=document,open=null,off=false,sel='nav button[aria-controls^="menu-"]',drawer=false,page="main",lock=null,
burgers='button[aria-controls="side-drawer"]';
function show(b,on){b.setAttribute("aria-expanded",on?"true":"false");
var p=d.getElementById(b.getAttribute("aria-controls"));if(p)p.hidden=!on}
function close(focus){if(!open)return;var b=open;show(b,false);open=null;if(focus)b.focus()}
function panel(){return d.getElementById("side-drawer")}
function place(){var p=panel(),k=d.querySelector("[data-drawer-backdrop]"),b=d.querySelector(burgers),h=b&&b.closest("header");
if(!p||!h)return;var t=Math.max(0,h.getBoundingClientRect().bottom)+"px";p.style.top=t;if(k)k.style.top=t}
function unlock(){if(lock!==null){d.body.style.overflow=lock;lock=null}}
function go(to,focus){var p=panel();if(!p)return;var from=page,l=p.querySelectorAll("[data-drawer-page]"),v=null;page=to;
p.setAttribute("data-page",to);for(var i=0;i<l.length;i++){var on=l[i].getAttribute("data-drawer-page")===to;l[i].hidden=!on;if(on)v=l[i]}
if(!focus||!v)return;var back=to==="main"&&from!=="main"?v.querySelector('[data-subpage="'+from+'"]'):null;
var f=back||v.querySelector("a[href], button");if(f)f.focus()}
function toggle(b,on){drawer=on;b.setAttribute("aria-expanded",on?"true":"false");
var label=b.getAttribute(on?"data-close-label":"data-open-label");if(label)b.setAttribute("aria-label",label);
var p=panel(),k=d.querySelector("[data-drawer-backdrop]");if(!p)return;
if(on){place();addEventListener("scroll",place,{passive:true});
if(window.matchMedia&&matchMedia("(max-width: 575.98px)").matches){lock=d.body.style.overflow;d.body.style.overflow="hidden"}}
else{removeEventListener("scroll",place);unlock()}
p.hidden=!on;if(k)k.hidden=!on;go("main",on)}
function shut(focus){if(!drawer)return;var b=d.querySelector(burgers);if(!b)return;toggle(b,false);if(focus)b.focus()}
function click(e){var t=e.target;if(off||!t||!t.closest)return;
var burger=t.closest(burgers);if(burger){e.stopImmediatePropagation();toggle(burger,!drawer);return}
var p=panel();if(drawer&&p&&p.contains(t)){var s=t.closest("[data-subpage]");
if(s){e.stopImmediatePropagation();go(s.getAttribute("data-subpage"),true);return}
if(t.closest("[data-drawer-back]")){e.stopImmediatePropagation();go("main",true);return}
if(t.closest("a"))shut(false);return}
var b=t.closest(sel);if(!b)return;e.stopImmediatePropagation();var was=open===b;close(false);if(!was){show(b,true);open=b}}
function press(e){if(off)return;var t=e.target;
if(drawer){var p=panel(),b=d.querySelector(burgers);if(!(p&&p.contains(t))&&!(b&&b.contains(t)))shut(false)}
if(!open)return;var n=open.closest("nav");if(n&&!n.contains(t))close(false)}
function key(e){if(off||e.key!=="Escape")return;if(drawer)return shut(true);if(open)close(open.closest("nav").contains(d.activeElement))}
d.addEventListener("click",click,true);d.addEventListener("pointerdown",press,true);d.addEventListener("keydown",key,true);
window.${earlyMenusHandle}={takeOver:function(){off=true;d.removeEventListener("click",click,true);
d.removeEventListener("pointerdown",press,true);d.removeEventListener("keydown",key,true);removeEventListener("scroll",place);unlock();
return{dropdown:open?open.getAttribute("aria-controls").slice(5):null,drawer:drawer,drawerPage:page}}}
}catch(e){}})()`;

import { earlyMenusHandle } from "./early-menus";

/**
 * A few lines of plain JavaScript, inline after the header, that make the header's dropdowns answer a tap while
 * the page's scripts are still on their way: on a slow phone the header hydrates only after every chunk has
 * arrived, seconds after the menu is painted. The panels are in the HTML already (hidden), so opening one is
 * a matter of two attributes. Click or tap opens (closing the other), a second one closes, a press outside the
 * navigation or Escape closes. When the header bar hydrates it takes over (`takeOverEarlyMenus`): the script
 * stops listening and hands over which menu is open, so React's state starts where the visitor left it.
 * Hover is left to React: a mouse reaches the button with a click as well.
 */
export const earlyMenusScript = `(function(){try{
var d=document,open=null,off=false,sel='nav button[aria-controls^="menu-"]';
function show(b,on){b.setAttribute("aria-expanded",on?"true":"false");
var p=d.getElementById(b.getAttribute("aria-controls"));if(p)p.hidden=!on}
function close(focus){if(!open)return;var b=open;show(b,false);open=null;if(focus)b.focus()}
function click(e){if(off)return;var t=e.target,b=t&&t.closest?t.closest(sel):null;if(!b)return;
var was=open===b;close(false);if(!was){show(b,true);open=b}}
function press(e){if(off||!open)return;var n=open.closest("nav");if(n&&!n.contains(e.target))close(false)}
function key(e){if(!off&&e.key==="Escape"&&open)close(open.closest("nav").contains(d.activeElement))}
d.addEventListener("click",click,true);d.addEventListener("pointerdown",press,true);d.addEventListener("keydown",key,true);
window.${earlyMenusHandle}={takeOver:function(){off=true;d.removeEventListener("click",click,true);
d.removeEventListener("pointerdown",press,true);d.removeEventListener("keydown",key,true);
return open?open.getAttribute("aria-controls").slice(5):null}}
}catch(e){}})()`;

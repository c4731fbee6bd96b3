import { earlyMenusHandle } from "./early-menus";

/**
 * A few lines of plain JavaScript, inline after the header, that make the header's menus answer a tap while the
 * page's scripts are still on their way: on a slow phone the header hydrates only after every chunk has arrived,
 * seconds after the menus are painted.
 * - Dropdowns: their panels are in the HTML already (hidden), so opening one is a matter of two attributes. Click
 *   or tap opens (closing the other), a second one closes, a press outside the navigation or Escape closes.
 * - The burger: the drawer's code is not there yet, so a tap is kept (the button shows its X) and the drawer opens
 *   when the header hydrates; a second tap takes it back. The tap is not lost, as it would be without this.
 * When the header bar hydrates it takes over (`takeOverEarlyMenus`): the script stops listening and hands over
 * what is open, so React's state starts where the visitor left it. Hover is left to React: a mouse clicks too.
 */
export const earlyMenusScript = `(function(){try{
var d=document,open=null,drawer=false,off=false,sel='nav button[aria-controls^="menu-"]';
function show(b,on){b.setAttribute("aria-expanded",on?"true":"false");
var p=d.getElementById(b.getAttribute("aria-controls"));if(p)p.hidden=!on}
function close(focus){if(!open)return;var b=open;show(b,false);open=null;if(focus)b.focus()}
function click(e){var t=e.target;if(off||!t||!t.closest)return;
var burger=t.closest('button[aria-controls="side-drawer"]');
if(burger){drawer=!drawer;burger.setAttribute("aria-expanded",drawer?"true":"false");return}
var b=t.closest(sel);if(!b)return;var was=open===b;close(false);if(!was){show(b,true);open=b}}
function press(e){if(off||!open)return;var n=open.closest("nav");if(n&&!n.contains(e.target))close(false)}
function key(e){if(!off&&e.key==="Escape"&&open)close(open.closest("nav").contains(d.activeElement))}
d.addEventListener("click",click,true);d.addEventListener("pointerdown",press,true);d.addEventListener("keydown",key,true);
window.${earlyMenusHandle}={takeOver:function(){off=true;d.removeEventListener("click",click,true);
d.removeEventListener("pointerdown",press,true);d.removeEventListener("keydown",key,true);
return{dropdown:open?open.getAttribute("aria-controls").slice(5):null,drawer:drawer}}}
}catch(e){}})()`;

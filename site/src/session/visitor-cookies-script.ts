import { localeCookie } from "@/i18n/locales";
import { clientIdMaxAgeDays, type ClientIdCookie } from "./client-id-cookie";

/** JSON that cannot close the <script> element it sits in. */
const literal = (value: unknown) => JSON.stringify(value ?? null).replaceAll("<", "\\u003c");

/**
 * A few lines of plain JavaScript, run as an inline module script once the HTML is parsed, that write the
 * visitor's cookies before the chrome's first call to the site's API (VisitorCookies keeps them right on
 * client-side navigations). The HTML itself stays the same for every visitor, so a CDN may cache it.
 * The v4 id comes from crypto.getRandomValues, which plain-http pages have (crypto.randomUUID needs
 * a secure context, DECISIONS.md).
 */
export function visitorCookiesScript({ name, domain }: ClientIdCookie, locale: string): string {
  return `(function(){try{
var d=document,n=${literal(name)},dm=${literal(domain)},l=${literal(locale)},a="; path=/; samesite=lax";
function get(k){var c=d.cookie?d.cookie.split("; "):[];
for(var i=0;i<c.length;i++){if(c[i].indexOf(k+"=")===0)return decodeURIComponent(c[i].slice(k.length+1))}return""}
if(!/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i.test(get(n))){
var b=crypto.getRandomValues(new Uint8Array(16)),h="";b[6]=b[6]&15|64;b[8]=b[8]&63|128;
for(var i=0;i<16;i++){h+=(b[i]+256).toString(16).slice(1);if(i===3||i===5||i===7||i===9)h+="-"}
d.cookie=n+"="+h+"; max-age=${clientIdMaxAgeDays * 86_400}"+(dm?"; domain="+dm:"")+a}
if(get(${literal(localeCookie.name)})!==l)d.cookie=${literal(localeCookie.name)}+"="+l+"; max-age=${localeCookie.maxAgeSeconds}"+a
}catch(e){}})()`;
}

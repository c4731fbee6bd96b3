// Links an editor may put in a body: web addresses, mail addresses and addresses on this site. The allow-list
// (rich-text-allow-list.ts) is the API's rule; the editor is a little stricter and says why in words.

/** Why `href` cannot be a link, or null when it can. */
export function linkProblem(href: string): string | null {
  const url = href.trim();
  if (url === "") return "Enter an address.";
  if (url.startsWith("//")) return "Start the address with https:// (an address starting with // is not allowed).";
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme === undefined) return /\s/.test(url) ? "An address has no spaces." : null;
  if (scheme === "http" || scheme === "https") return /^https?:\/\/[^\s/]+/i.test(url) ? null : "Add the site's name after https://.";
  if (scheme === "mailto") return /^mailto:[^\s@]+@[^\s@]+$/i.test(url) ? null : "Write a mail address after mailto:.";
  return `Links may use https://, http://, mailto: or an address on this site, not ${scheme}:.`;
}

import { isIP } from "node:net";

/**
 * One hop of a forwarded chain as a plain address: a port (`203.0.113.9:5123`, `[2001:db8::1]:443`) and IPv6
 * brackets are dropped, an IPv4-mapped IPv6 address (`::ffff:203.0.113.7`, how Node names IPv4 peers on a dual-stack
 * socket) becomes the IPv4 address. Anything else that is not an address (`unknown`, a name, an empty entry) is
 * undefined: it names no one.
 */
export function addressOf(entry: string | undefined): string | undefined {
  if (!entry) return undefined;
  let ip = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(ip);
  if (bracketed?.[1]) ip = bracketed[1];
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(ip)) ip = ip.slice(0, ip.lastIndexOf(":"));
  ip = ip.toLowerCase();
  if (ip.startsWith("::ffff:") && isIP(ip.slice(7)) === 4) ip = ip.slice(7);
  return isIP(ip) ? ip : undefined;
}

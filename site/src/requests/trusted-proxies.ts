// TRUSTED_PROXIES (docs/security.md, "The visitor's address"): which hops in front of the site may name the
// visitor. No `@/` imports: the site's own server (src/server/main.ts) checks the setting when it starts.
import { BlockList, isIP } from "node:net";
import { addressOf } from "./ip-address.ts";

/**
 * `hops`: that many proxies stand in front of the site whatever their addresses (0: none, the connection's address
 * is the visitor's). `list`: proxies at these addresses and ranges, however many.
 */
export type TrustedProxies = { hops: number } | { list: BlockList; names: string[] };

const privateRanges: [string, number][] = [
  ["10.0.0.0", 8],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["fc00::", 7],
];

/** Names for ranges, as proxy-addr (the API's API_TRUST_PROXY) spells most of them. */
const ranges: Record<string, [string, number][]> = {
  loopback: [
    ["127.0.0.0", 8],
    ["::1", 128],
  ],
  private: privateRanges,
  uniquelocal: privateRanges,
  linklocal: [
    ["169.254.0.0", 16],
    ["fe80::", 10],
  ],
};

const family = (address: string) => (isIP(address) === 6 ? "ipv6" : "ipv4");

/**
 * The setting's value: unset or empty → no proxy; a whole number → that many hops; otherwise a comma list of
 * addresses, CIDR ranges and the names loopback, private (uniquelocal), linklocal. A wrong entry throws: a typo
 * must stop the server rather than trust nobody (or somebody) unnoticed.
 */
export function readTrustedProxies(value: string | undefined): TrustedProxies {
  const text = (value ?? "").trim();
  if (text === "") return { hops: 0 };
  if (/^\d+$/.test(text)) return { hops: Number(text) };
  const list = new BlockList();
  const names: string[] = [];
  for (const part of text.split(",")) {
    const name = part.trim().toLowerCase();
    if (name === "") continue;
    for (const [address, prefix] of ranges[name] ?? [subnet(name)]) list.addSubnet(address, prefix, family(address));
    names.push(name);
  }
  return names.length === 0 ? { hops: 0 } : { list, names };
}

function subnet(entry: string): [string, number] {
  const [written = "", prefix, ...rest] = entry.split("/");
  // Only a bare address (no port, no brackets); written as IPv4-mapped IPv6, it is kept as the IPv4 address.
  const address = isIP(written) ? addressOf(written) : undefined;
  const bits = address && isIP(address) === 6 ? 128 : 32;
  if (address && rest.length === 0 && (prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= bits)))
    return [address, prefix === undefined ? bits : Number(prefix)];
  throw new Error(`TRUSTED_PROXIES: "${entry}" is not an address, a CIDR range (10.0.0.0/8, fd00::/8), loopback, private or linklocal`);
}

/** Whether a hop's address is one of the listed proxies (never, for a count: a count trusts positions). */
export function isTrustedProxy(trusted: TrustedProxies, address: string): boolean {
  return "list" in trusted && trusted.list.check(address, family(address));
}

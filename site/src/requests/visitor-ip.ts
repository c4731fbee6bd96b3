// The visitor's address (docs/security.md, "The visitor's address"): the rightmost hop of the forwarded chain
// that is not a trusted proxy. Every proxy appends the address it was connected from to X-Forwarded-For, so the
// entries a client wrote itself are always left of those its own connection added: read from the right, the first
// address no trusted proxy wrote is the one that connected to the outermost trusted proxy (or to the site).
import { liveSettings, siteConfig } from "@/domain/site-config";
import { addressOf } from "./ip-address";
import { isTrustedProxy, type TrustedProxies } from "./trusted-proxies";

/** The chain's last hop when the server could not see its own connection (plain `next start`, `next dev`). */
export const unseenPeer = Symbol("the connection's address, unseen");
type Hop = string | typeof unseenPeer;

/**
 * The visitor in a chain of hops, left to right: the X-Forwarded-For entries, then the connection's address.
 * A count of hops takes the entry that many places left of the connection (the leftmost when the chain is shorter:
 * a request that came past fewer proxies); a list walks from the right past the listed proxies. Undefined when that
 * hop is not an address (garbage, `unknown`, empty): a trusted proxy wrote it, and it names no one.
 */
export function visitorAddress(chain: readonly Hop[], trusted: TrustedProxies): string | undefined {
  if ("hops" in trusted) return hopAddress(chain[Math.max(0, chain.length - 1 - trusted.hops)]);
  for (let index = chain.length - 1; index >= 0; index--) {
    const hop = chain[index];
    // The unseen connection is taken as the proxy the deployment said is in front.
    if (hop === unseenPeer) continue;
    const address = addressOf(hop);
    if (!address || !isTrustedProxy(trusted, address) || index === 0) return address;
  }
  return undefined;
}

const hopAddress = (hop: Hop | undefined) => (hop === unseenPeer ? undefined : addressOf(hop));

export type VisitorIpOptions = {
  trusted?: TrustedProxies;
  /**
   * Whether the server put the connection's address last in X-Forwarded-For: the site's own server always does
   * (src/server/peer-address.ts, which sets STORYFRONT_OWN_SERVER). Next's own server (`next start`, `next dev`)
   * writes it only when the request has no X-Forwarded-For, so its last entry may be the client's.
   */
  peerAppended?: boolean;
};

/**
 * The visitor's address for the API (sign-in calls, GET /sales-logic), or undefined when it cannot be known. On
 * the site's own server: the chain of X-Forwarded-For (its last entry is the connection) read with TRUSTED_PROXIES.
 * On `next start`/`next dev` the connection is unseen: with no proxy configured nobody can be named (a client's own
 * header would be believed), with one the connection is taken as that proxy. X-Real-IP is never read: a client can
 * send it, and the proxies we support append to X-Forwarded-For.
 */
export function visitorIp(headers: Headers, options: VisitorIpOptions = {}): string | undefined {
  const trusted = options.trusted ?? siteConfig.trustedProxies;
  const peerAppended = options.peerAppended ?? liveSettings.ownServer();
  const entries = headers.get("x-forwarded-for")?.split(",") ?? [];
  if (peerAppended) return visitorAddress(entries, trusted);
  if ("hops" in trusted && trusted.hops === 0) return undefined;
  return visitorAddress([...entries, unseenPeer], trusted);
}

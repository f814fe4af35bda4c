import { lookup } from "node:dns";
import { BlockList, isIP, type LookupFunction } from "node:net";

/**
 * The push services browsers subscribe with: Chrome and other Chromium browsers (Firebase Cloud
 * Messaging), Firefox (Mozilla autopush), Safari (Apple) and Edge (Windows). PUSH_SERVICES
 * replaces the list.
 */
export const BROWSER_PUSH_SERVICES = [
  "fcm.googleapis.com",
  "push.services.mozilla.com",
  "push.apple.com",
  "notify.windows.com",
];

/**
 * Whether the server may post to this endpoint, which a browser (so anyone) sends in. An entry of
 * `services` is either a host suffix, which admits https hosts at or under it, or an exact origin
 * (`http://127.0.0.1:4000`), which admits that origin alone: an operator's own relay, or a test's
 * fake push service. Nothing else: no plain http, no address literal, no name of our own network.
 */
export function isAllowedEndpoint(endpoint: string, services: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (services.includes(url.origin)) return true;
  if (url.protocol !== "https:" || url.port !== "") return false;
  const host = url.hostname.toLowerCase();
  if (isIP(host.replace(/^\[|\]$/g, "")) !== 0) return false;
  return services.some(
    (entry) => !entry.includes("://") && (host === entry || host.endsWith(`.${entry}`)),
  );
}

/** Whether the endpoint's origin was named exactly, so the operator vouches for its address. */
export function isNamedOrigin(endpoint: string, services: readonly string[]): boolean {
  return services.includes(new URL(endpoint).origin);
}

function blockList(family: "ipv4" | "ipv6", networks: readonly (readonly [string, number])[]) {
  const list = new BlockList();
  for (const [network, prefix] of networks) list.addSubnet(network, prefix, family);
  return list;
}

/**
 * Addresses no push service on the internet has: this machine, private and shared networks,
 * link-local (cloud metadata at 169.254.169.254 and fd00:ec2::254), documentation and benchmark
 * ranges, multicast and reserved space, and IPv6 forms that carry an IPv4 address inside.
 */
const NOT_PUBLIC_V4 = blockList("ipv4", [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const);
// Kept apart from the IPv4 list: a BlockList checks IPv4 addresses against IPv6 rules as
// IPv4-mapped ones, so ::ffff:0:0/96 in the same list would match every IPv4 address.
const NOT_PUBLIC_V6 = blockList("ipv6", [
  ["::", 128],
  ["::1", 128],
  ["::ffff:0:0", 96],
  ["64:ff9b::", 96],
  ["64:ff9b:1::", 48],
  ["100::", 64],
  ["2001:db8::", 32],
  ["2002::", 16],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const);

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return family === 4
    ? !NOT_PUBLIC_V4.check(address, "ipv4")
    : !NOT_PUBLIC_V6.check(address, "ipv6");
}

export class PrivateAddressError extends Error {
  override name = "PrivateAddressError";
  readonly code = "EPRIVATEADDRESS";
}

/**
 * A DNS lookup for the socket itself that refuses a name resolving to any address that is not
 * public. Checking inside the connection (rather than before it) leaves no gap for a name that
 * answers differently the second time it is asked.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, "", 0);
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused || addresses.length === 0) {
      return callback(new PrivateAddressError(`${hostname} is not a public address`), "", 0);
    }
    if (options.all)
      return (callback as unknown as (e: null, a: typeof addresses) => void)(null, addresses);
    const [first] = addresses;
    return callback(null, first?.address ?? "", first?.family ?? 4);
  });
};

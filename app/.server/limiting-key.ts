import { isIPv4, isIPv6 } from "node:net";

/**
 * The key a client is counted under by every rate limit and the sign-in throttle. An IPv4 address
 * is its own key. An IPv6 client usually holds a whole /64 (one home or one server gets 2^64
 * addresses), so counting single IPv6 addresses would let it take a fresh allowance per request:
 * the key is the /64 prefix. An IPv4 address written in IPv6 form counts as the IPv4 address.
 * Anything that is not an address (a missing one, an e-mail) is returned unchanged.
 */
export function limitingKey(address: string): string {
  const bare = address.trim().toLowerCase().replace(/%.*$/, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return address;
  return `${expandIPv6(bare).slice(0, 4).join(":")}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, without leading zeros ("::" and a dotted tail expanded). */
function expandIPv6(address: string): string[] {
  let text = address;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1].split(".").map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const missing = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length;
  return [...headGroups, ...Array<string>(missing).fill("0"), ...tailGroups].map((group) =>
    Number.parseInt(group, 16).toString(16),
  );
}

export type Encoding = "br" | "gzip" | "identity";

/** The q-value each coding named in an Accept-Encoding header gets, by lower-case name. */
function qualities(accept: string): Map<string, number> {
  const quality = new Map<string, number>();
  for (const part of accept.split(",")) {
    const [name = "", ...params] = part.split(";");
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    const value = q === undefined ? 1 : Number(q.slice(2));
    quality.set(name.trim().toLowerCase(), Number.isFinite(value) ? value : 0);
  }
  return quality;
}

/**
 * The stored variant a client takes best: the highest q-value, Brotli before gzip before none at
 * equal ones (smallest first). Identity not named ranks with the least wanted coding named (as
 * Express's negotiation has it); when everything is refused the document goes out uncompressed,
 * as a server must answer something.
 */
function negotiate(accept: string): Encoding {
  const quality = qualities(accept);
  const any = quality.get("*");
  const least = Math.min(...quality.values());
  const of = (name: Encoding) => quality.get(name) ?? any ?? (name === "identity" ? least : 0);
  let best: Encoding = "identity";
  let bestQuality = 0;
  for (const encoding of ["br", "gzip", "identity"] as const) {
    if (of(encoding) > bestQuality) {
      best = encoding;
      bestQuality = of(encoding);
    }
  }
  return best;
}

/** Browsers send a handful of distinct headers; anything past this many is negotiated each time. */
const REMEMBERED = 64;
const remembered = new Map<string, Encoding>();

/**
 * The encoding to answer a cached page with. Negotiated once per distinct header: the cache's
 * hit path answers thousands of requests a second with the same few headers.
 */
export function pickEncoding(accept: string | undefined): Encoding {
  if (!accept) return "identity";
  let encoding = remembered.get(accept);
  if (encoding === undefined) {
    encoding = negotiate(accept);
    if (remembered.size < REMEMBERED) remembered.set(accept, encoding);
  }
  return encoding;
}

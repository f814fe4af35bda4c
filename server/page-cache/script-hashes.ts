import { createHash } from "node:crypto";

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * A document rendered for one request, made fit for every later one. Its own inline scripts are
 * those that carry the request's nonce; the nonce goes (it would be public once stored) and the
 * policy names those scripts by hash instead. A script that found its way into the page without
 * the nonce gets no hash, so the browser still refuses it.
 */
export function sealDocument(
  html: string,
  nonce: string,
  policy: string,
): { html: string; policy: string } | null {
  const nonceSource = `'nonce-${nonce}'`;
  if (!nonce || !policy.includes(nonceSource)) return null;
  const nonceAttribute = ` nonce="${nonce}"`;
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT)) {
    if (!attributes.includes(nonceAttribute) || /\ssrc=/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  }
  return {
    html: html.replaceAll(nonceAttribute, ""),
    policy: policy.replace(nonceSource, [...hashes].join(" ")),
  };
}

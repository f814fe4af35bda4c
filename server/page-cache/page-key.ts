import type { IncomingMessage } from "node:http";
import { isPrivatePath } from "#app/.server/web/cache-policy.ts";
import { SECRET_PARAMS } from "#server/logging.ts";

/** Parameters that only tell analytics where a visitor came from; no page reads them. */
const TRACKING_PARAM = /^(utm_[a-z]+|gclid|fbclid|msclkid|mc_cid|mc_eid)$/i;

/** The only cookie a shared page may depend on: its value is part of the key. */
const THEME = /^(dark|light)$/;

/** The theme of a visitor who sent no cookie but the theme, or null for anyone else. */
export function sharedTheme(cookie: string | undefined): string | null {
  let theme = "dark";
  for (const pair of cookie ? cookie.split(";") : []) {
    const at = pair.indexOf("=");
    const name = pair.slice(0, at).trim();
    const value = pair.slice(at + 1).trim();
    if (name !== "theme" || !THEME.test(value)) return null;
    theme = value;
  }
  return theme;
}

export type PageKey = {
  key: string;
  /** False when the request carries parameters left out of the key: it may read, not store. */
  storable: boolean;
};

/**
 * The cache key of a request that every anonymous visitor would get the same answer to, or null.
 * Any cookie but the theme (a session, a flash toast, an employee session, anything unknown)
 * means a page of its own. Query parameters stay in the key, as pages read them (shop filters,
 * search, blog category); those that carry a secret keep the request out of the cache.
 */
export function pageKey(req: IncomingMessage): PageKey | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  const theme = sharedTheme(req.headers.cookie);
  if (!theme) return null;
  const url = req.url ?? "/";
  const queryStart = url.indexOf("?");
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  if (pathname.endsWith(".data") || isPrivatePath(pathname)) return null;
  if (queryStart === -1) return { key: `${theme} ${pathname}`, storable: true };

  const kept: string[] = [];
  let storable = true;
  for (const [name, value] of new URLSearchParams(url.slice(queryStart + 1))) {
    if (SECRET_PARAMS.has(name.toLowerCase())) return null;
    if (TRACKING_PARAM.test(name)) storable = false;
    else kept.push(`${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  }
  kept.sort();
  return { key: `${theme} ${pathname}${kept.length ? `?${kept.join("&")}` : ""}`, storable };
}

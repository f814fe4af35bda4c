import { MEMBER_PAGES } from "#app/lib/member-pages.ts";

/**
 * Pages that show one person's data, or that act on the secret in their link: a shared cache
 * (a proxy, a CDN) must never keep them, nor their `.data` twins.
 */
const PRIVATE_AREAS = [
  "/admin",
  "/account",
  ...MEMBER_PAGES,
  "/auth",
  "/blog/preview",
  "/consultation/manage",
  "/consultation-success",
  "/consultation-scheduling",
  "/newsletter/confirm",
  "/newsletter/unsubscribe",
  "/notifications/unsubscribe",
];

function decoded(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * The page a request asks for, compared as the router matches it: without regard to case or
 * percent-encoding, with repeated and trailing slashes dropped, and a `.data` request taken for
 * its page (`/Admin/Users/.data` is `/admin/users`, `/_root.data` is `/`).
 */
function pagePath(pathname: string): string {
  let path = decoded(pathname)
    .toLowerCase()
    .replace(/\/{2,}/g, "/");
  if (path.endsWith(".data")) path = path.slice(0, -".data".length);
  if (path === "/_root") return "/";
  return path.replace(/\/+$/, "") || "/";
}

/** Whether the page (or its `.data` twin) belongs to one person or acts on a secret link. */
export function isPrivatePath(pathname: string): boolean {
  const path = pagePath(pathname);
  return PRIVATE_AREAS.some((area) => path === area || path.startsWith(`${area}/`));
}

/**
 * Whether a page or data response must not be stored. Every page also carries the visitor's name
 * when signed in (and a one-time toast, the chosen theme), so any request with cookies counts.
 */
function mustNotBeStored(request: Request): boolean {
  if (request.headers.has("cookie")) return true;
  return isPrivatePath(new URL(request.url).pathname);
}

export function applyCachePolicy(request: Request, headers: Headers): void {
  if (mustNotBeStored(request)) headers.set("Cache-Control", "no-store");
}

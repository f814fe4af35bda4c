/** The longest path counted: the site's own paths are far shorter, anything longer is made up. */
export const MAX_PATH_LENGTH = 200;
/** The longest campaign tag counted; campaign names are a few words. */
export const MAX_TAG_LENGTH = 100;

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/**
 * The page's path as counted: no query string or fragment (they can hold tokens and e-mail
 * addresses), record ids folded into ":id" so one kind of page is one row, and repeated or
 * trailing slashes dropped, as the router ignores them. Letter case and percent-encoding are
 * kept: a page's slug may depend on them.
 */
export function countedPath(url: URL): string {
  const path = url.pathname
    .replace(UUID, ":id")
    .replace(/\/{2,}/g, "/")
    .slice(0, MAX_PATH_LENGTH);
  return path.length > 1 ? path.replace(/\/$/, "") : path;
}

/**
 * What no campaign name holds: control characters (a NUL, which PostgreSQL refuses outright, would
 * fail the write of every event batched with it) and noncharacters. A decoded query parameter
 * holds no lone surrogate: an invalid sequence is decoded as U+FFFD.
 */
const NOT_TEXT = /[\p{Cc}\p{Noncharacter_Code_Point}]/gu;

/**
 * A `utm_*` parameter as counted: one space for any run of white space or of those characters, in
 * lower case (links tagged "Newsletter" and "newsletter" are one campaign), at most MAX_TAG_LENGTH
 * characters; null when nothing is left.
 */
export function campaignTag(url: URL, name: string): string | null {
  const value = (url.searchParams.get(name) ?? "")
    .replace(NOT_TEXT, " ")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
  return value ? Array.from(value).slice(0, MAX_TAG_LENGTH).join("").trimEnd() : null;
}

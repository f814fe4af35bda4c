/**
 * Browsers drop tabs and line breaks from a URL and read a backslash as a slash, so `/\t/evil` and
 * `/\evil` both lead to another site; no path we send anyone to holds either.
 */
const UNSAFE_IN_PATH = /[\p{Cc}\\]/u;

/** A same-site path to return to, never another origin (//evil.example, /\evil, https://...). */
export function safeRedirectPath(target: unknown, fallback = "/"): string {
  if (typeof target !== "string" || !target.startsWith("/")) return fallback;
  if (target.startsWith("//") || UNSAFE_IN_PATH.test(target)) return fallback;
  return target;
}

/*
 * Whether the admin sidebar is open (full width) or collapsed (an icon rail). The browser writes it
 * when the admin toggles the sidebar; the server reads it so the first paint is already right.
 */

export const SIDEBAR_COOKIE = "sidebar_state";

/** Seven days, as the specification says. */
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;

/** The `document.cookie` line that keeps the sidebar's state. */
export function sidebarCookie(open: boolean, secure: boolean): string {
  const attributes = `Path=/; Max-Age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
  return `${SIDEBAR_COOKIE}=${open}; ${attributes}${secure ? "; Secure" : ""}`;
}

/** Open unless the cookie says the admin collapsed it. */
export function readSidebarOpen(cookieHeader: string | null): boolean {
  const match = (cookieHeader ?? "").match(/(?:^|;\s*)sidebar_state=(true|false)(?:;|$)/);
  return match?.[1] !== "false";
}

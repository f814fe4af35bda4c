import { createCookie } from "react-router";
import type { AppServices } from "#app/.server/services.ts";

/**
 * A cookie signed with the session secret, so the visitor cannot forge or edit it; HttpOnly so a
 * script cannot read it; sent on every path of the site, and only over HTTPS when the site is.
 */
export function signedCookie(
  name: string,
  services: Pick<AppServices, "config" | "sessionSecret">,
  options: { maxAge?: number } = {},
) {
  return createCookie(name, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: services.config.publicUrl.startsWith("https:"),
    secrets: [services.sessionSecret],
    ...options,
  });
}

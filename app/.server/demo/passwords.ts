import { createHmac, randomBytes } from "node:crypto";

/** 18 random bytes: 24 characters that no list of common passwords holds. */
export function randomDemoPassword(): string {
  return randomBytes(18).toString("base64url");
}

/**
 * The employee portal's demo password on a production install. Derived from the install's session
 * secret (itself random per install and kept across restarts), so every start and every instance
 * knows it without a second secret at rest, and the published demo value never works there.
 */
export function demoEmployeePortalPassword(sessionSecret: string): string {
  return createHmac("sha256", sessionSecret)
    .update("celestial demo employee-portal password")
    .digest("base64url")
    .slice(0, 24);
}

import type { ChromeUser } from "#app/lib/chrome-user.ts";
import type { PublicConfig } from "#app/lib/public-config.ts";

/**
 * What the root loader throws with its 503 while maintenance mode is on: the root has no loader
 * data then, so the error carries what the chrome needs.
 */
export type MaintenanceData = {
  maintenance: true;
  chrome: { user: ChromeUser | null; theme: "dark" | "light"; config: PublicConfig };
};

export function isMaintenanceData(value: unknown): value is MaintenanceData {
  if (typeof value !== "object" || value === null) return false;
  const candidate = value as Partial<MaintenanceData>;
  return candidate.maintenance === true && typeof candidate.chrome?.config?.siteName === "string";
}

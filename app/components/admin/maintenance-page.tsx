import { Link } from "react-router";
import { SpriteIcon } from "#app/components/ui/sprite-icon.tsx";
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

export function MaintenancePage(props: { siteName: string }) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 pt-40 pb-16 text-center">
      {/* No route's meta runs for the root's own error, so the page names itself (React hoists it). */}
      <title>{`Maintenance — ${props.siteName}`}</title>
      <SpriteIcon name="wrench" className="size-12 text-primary" />
      <h1 className="mt-4 font-display text-3xl font-semibold">We'll be back soon</h1>
      <p className="mt-4 text-muted-foreground">
        {props.siteName} is undergoing scheduled maintenance. Please check back in a little while.
      </p>
      <p className="mt-8 text-sm text-muted-foreground">
        Administrators can still{" "}
        <Link to="/auth" className="text-primary underline underline-offset-4">
          sign in
        </Link>
        .
      </p>
    </section>
  );
}

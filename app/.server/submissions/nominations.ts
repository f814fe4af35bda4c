import type { AppServices } from "#app/.server/services.ts";
import type { Nomination } from "#app/schemas/nomination.ts";
import { notifyTeam } from "./notify.ts";
import { saveNomination } from "./save.ts";

/** Stores a nomination and tells the team; the page and the JSON endpoint both end here. */
export async function submitNomination(services: AppServices, value: Nomination): Promise<void> {
  await saveNomination(services.db, value);
  await notifyTeam(services, { subject: "New Rising Star nomination", type: "nomination" });
}

import { data } from "react-router";
import { dayAvailability } from "#app/.server/booking/day-availability.ts";
import { isBookableDate, serviceToday } from "#app/lib/booking/slots.ts";
import { DEFAULT_TIER, isTierKey } from "#app/lib/booking/tiers.ts";
import { isIsoDate } from "#app/lib/booking/zoned-time.ts";
import type { Route } from "./+types/api-slots";

/**
 * GET /api/consultation/slots?date=yyyy-MM-dd&type=team: the nine slots of a day, each with its
 * start instant and whether it can still be booked (server clock, taken and held times excluded).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const date = url.searchParams.get("date") ?? "";
  const type = url.searchParams.get("type") ?? DEFAULT_TIER;
  if (!isIsoDate(date)) return data({ error: "Give a date as yyyy-MM-dd" }, { status: 400 });
  if (!isTierKey(type)) return data({ error: "Unknown consultation type" }, { status: 400 });
  const now = new Date();
  const slots = isBookableDate(date, now)
    ? await dayAvailability(context.services.db, date, type, now)
    : [];
  return data(
    { date, today: serviceToday(now), slots },
    { headers: { "Cache-Control": "no-store" } },
  );
}

import { dayAvailability } from "#app/.server/booking/day-availability.ts";
import { answered, jsonGet } from "#app/.server/web/json-endpoint.ts";
import { SERVICE_TIME_ZONE } from "#app/lib/booking/timezones.ts";
import { dateInZone } from "#app/lib/booking/zoned-time.ts";
import { SlotsQuerySchema } from "#app/schemas/booking.ts";

/**
 * GET /api/consultation/slots?date=yyyy-MM-dd&type=team: the slots of a day on the calendar that
 * serves the tier, each with its start instant and whether it can still be booked (the calendar's
 * rules on the server clock; taken and held times excluded). A day off or out of reach has none.
 */
const endpoint = jsonGet({
  query: SlotsQuerySchema,
  invalid: "Give a date as yyyy-MM-dd",
  handle: async ({ date, type }, { services }) => {
    const now = new Date();
    const slots = await dayAvailability(services.db, date, type, now);
    return answered({ date, today: dateInZone(now, SERVICE_TIME_ZONE), slots });
  },
});

export const action = endpoint.action;
export const loader = endpoint.loader;

import { dayAvailability } from "#app/.server/booking/day-availability.ts";
import { answered, jsonGet } from "#app/.server/web/json-endpoint.ts";
import { isBookableDate, serviceToday } from "#app/lib/booking/slots.ts";
import { SlotsQuerySchema } from "#app/schemas/booking.ts";

/**
 * GET /api/consultation/slots?date=yyyy-MM-dd&type=team: the nine slots of a day, each with its
 * start instant and whether it can still be booked (server clock, taken and held times excluded).
 */
const endpoint = jsonGet({
  query: SlotsQuerySchema,
  invalid: "Give a date as yyyy-MM-dd",
  handle: async ({ date, type }, { services }) => {
    const now = new Date();
    const slots = isBookableDate(date, now)
      ? await dayAvailability(services.db, date, type, now)
      : [];
    return answered({ date, today: serviceToday(now), slots });
  },
});

export const action = endpoint.action;
export const loader = endpoint.loader;

import { z } from "zod";
import { SLOT_TIMES } from "#app/lib/booking/slots.ts";
import { BOOKING_TIMEZONES } from "#app/lib/booking/timezones.ts";
import { text } from "./text.ts";

/** The manage page's two changes: cancel, or move to another listed time. */
export const BookingChangeSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("cancel") }),
  z.object({
    intent: z.literal("reschedule"),
    date: text().regex(/^\d{4}-\d{2}-\d{2}$/),
    time: text().refine((value) => SLOT_TIMES.includes(value)),
    timezone: z.enum(BOOKING_TIMEZONES.map((option) => option.value) as [string, ...string[]]),
  }),
]);

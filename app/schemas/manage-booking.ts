import { z } from "zod";
import { isSlotLabel } from "#app/lib/booking/availability.ts";
import { BOOKING_TIMEZONES } from "#app/lib/booking/timezones.ts";
import { text } from "./text.ts";

/** The page shows one message for any part of a new time it cannot use. */
const CHOOSE_A_TIME = { error: "Please choose a date and one of the listed times." };

/** The manage page's two changes: cancel, or move to another listed time. */
export const BookingChangeSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("cancel") }),
  z.object({
    intent: z.literal("reschedule"),
    date: text(CHOOSE_A_TIME).regex(/^\d{4}-\d{2}-\d{2}$/, CHOOSE_A_TIME),
    time: text(CHOOSE_A_TIME).refine(isSlotLabel, CHOOSE_A_TIME),
    timezone: z.enum(
      BOOKING_TIMEZONES.map((option) => option.value) as [string, ...string[]],
      CHOOSE_A_TIME,
    ),
  }),
]);

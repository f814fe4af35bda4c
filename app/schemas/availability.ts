import { z } from "zod";
import { isIsoDate } from "#app/lib/booking/zoned-time.ts";
import { text } from "./text.ts";

/*
 * The /admin/availability forms. Times are typed in time inputs ("09:00", New York time) and stored
 * as minutes after midnight; a window is the first and the last start of a day, both included.
 */

const CalendarIdSchema = z.coerce
  .number({ error: "Choose a calendar" })
  .int({ error: "Choose a calendar" })
  .min(1, { error: "Choose a calendar" });

/** "09:30" as 570; an empty field as null. */
const ClockSchema = (label: string) =>
  text({ error: `Enter the ${label} as hh:mm` })
    .trim()
    .regex(/^(?:([01]\d|2[0-3]):([0-5]\d))?$/, { error: `Enter the ${label} as hh:mm` })
    .optional()
    .transform((value) => {
      if (!value) return null;
      const [hours, minutes] = value.split(":").map(Number) as [number, number];
      return hours * 60 + minutes;
    });

const wholeNumber = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `Enter the ${label} as a whole number` })
    .int({ error: `Enter the ${label} as a whole number` })
    .min(min, { error: `The ${label} must be between ${min} and ${max}` })
    .max(max, { error: `The ${label} must be between ${min} and ${max}` });

/** Sunday first, as `Date.getUTCDay()` counts. */
export const WEEKDAY_NAMES = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;

/** A window of starts that must have both ends, the last not before the first. */
function checkWindow(
  window: { first: number | null; last: number | null },
  context: z.RefinementCtx,
  where: string,
  path: (string | number)[],
) {
  if (window.first === null || window.last === null) {
    context.addIssue({ code: "custom", message: `Enter the first and last start ${where}`, path });
  } else if (window.last < window.first) {
    context.addIssue({
      code: "custom",
      message: `The last start ${where} cannot be before the first`,
      path,
    });
  }
}

const DaySchema = z.object({
  open: z.boolean().default(false),
  first: ClockSchema("first start"),
  last: ClockSchema("last start"),
});

export const AvailabilityActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("calendar"),
    calendarId: CalendarIdSchema,
    name: text({ error: "Enter the calendar's name" })
      .trim()
      .min(1, { error: "Enter the calendar's name" })
      .max(60, { error: "The name must be at most 60 characters" }),
    noticeHours: wholeNumber("minimum notice", 0, 720),
    horizonDays: wholeNumber("booking horizon", 1, 365),
    bufferMinutes: wholeNumber("buffer", 0, 240),
  }),
  z.object({
    intent: z.literal("hours"),
    calendarId: CalendarIdSchema,
    days: z
      .array(DaySchema)
      .length(7, { error: "Send the hours of all seven days" })
      .superRefine((days, context) => {
        days.forEach((day, weekday) => {
          if (day.open) {
            checkWindow(day, context, `on ${WEEKDAY_NAMES[weekday]}`, [weekday, "first"]);
          }
        });
      }),
  }),
  z
    .object({
      intent: z.literal("override-add"),
      calendarId: CalendarIdSchema,
      from: text({ error: "Enter the first date" }).refine(isIsoDate, {
        error: "Enter the first date",
      }),
      to: text()
        .optional()
        .refine((value) => !value || isIsoDate(value), {
          error: "Enter the last date or leave it empty",
        }),
      kind: z.enum(["off", "hours"], { error: "Choose a day off or other hours" }),
      first: ClockSchema("first start"),
      last: ClockSchema("last start"),
      note: text()
        .trim()
        .max(120, { error: "The note must be at most 120 characters" })
        .optional()
        .transform((value) => value || null),
    })
    .superRefine((override, context) => {
      if (override.to && override.to < override.from) {
        context.addIssue({
          code: "custom",
          message: "The last date cannot be before the first",
          path: ["to"],
        });
      }
      if (override.kind === "hours") checkWindow(override, context, "on those dates", ["first"]);
    }),
  z.object({
    intent: z.literal("override-remove"),
    overrideId: z.uuid({ error: "That date override could not be found." }),
  }),
  z.object({
    intent: z.literal("tiers"),
    team: CalendarIdSchema,
    executive: CalendarIdSchema,
    founder: CalendarIdSchema,
  }),
]);

export type AvailabilityAction = z.infer<typeof AvailabilityActionSchema>;

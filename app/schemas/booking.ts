import { z } from "zod";
import { isSlotLabel } from "#app/lib/booking/availability.ts";
import { BOOKING_MESSAGES } from "#app/lib/booking/messages.ts";
import { DEFAULT_TIER, TIER_KEYS } from "#app/lib/booking/tiers.ts";
import { BOOKING_TIMEZONES, type TimezoneKey } from "#app/lib/booking/timezones.ts";
import { isIsoDate } from "#app/lib/booking/zoned-time.ts";
import { text, webAddress } from "./text.ts";

const timezoneValues = BOOKING_TIMEZONES.map((option) => option.value) as [
  TimezoneKey,
  ...TimezoneKey[],
];

const optionalText = (max: number) =>
  text({ error: "Please enter text" })
    .trim()
    .max(max, { error: `At most ${max} characters` })
    .optional()
    .transform((value) => (value ? value : null));

export const BookingDetailsSchema = z.object({
  name: text({ error: BOOKING_MESSAGES.requiredDetails })
    .trim()
    .min(1, { error: BOOKING_MESSAGES.requiredDetails })
    .max(120, { error: "That name is too long" }),
  email: text({ error: BOOKING_MESSAGES.requiredDetails })
    .trim()
    .min(1, { error: BOOKING_MESSAGES.requiredDetails })
    .max(254, { error: "That e-mail address is too long" })
    .pipe(z.email({ error: "Please enter a valid email address" })),
  phone: optionalText(40),
  company: optionalText(160),
  message: optionalText(2000),
});

/** The booking flow's first step: who is booking, and the timezone the times are shown in. */
export const BookingDetailsStepSchema = BookingDetailsSchema.extend({
  timezone: z.enum(timezoneValues, { error: "Unknown timezone" }),
});

export const SlotSchema = z.object({
  consultationType: z.enum(TIER_KEYS, { error: "Unknown consultation type" }),
  scheduledDate: text({ error: BOOKING_MESSAGES.requiredSchedule }).refine(isIsoDate, {
    error: "The date must be a real date in yyyy-MM-dd form",
  }),
  // Whether the day offers that time is the calendar's rules' to say, on the server.
  scheduledTime: text({ error: BOOKING_MESSAGES.requiredSchedule }).refine(isSlotLabel, {
    error: "That time is not one of the slots",
  }),
  timezone: BookingDetailsStepSchema.shape.timezone,
  // The browser sends what it showed; the server ignores both and prices from the tier.
  consultationPrice: z.unknown().optional(),
  consultationDuration: z.unknown().optional(),
});

/** Card fields under the names the booking clients already send (cardNumber, expiryDate, …). */
export const BookingCardSchema = z.object({
  cardNumber: text({ error: BOOKING_MESSAGES.requiredPayment }).max(19),
  expiryDate: text({ error: BOOKING_MESSAGES.requiredPayment }).max(5),
  cvv: text({ error: BOOKING_MESSAGES.requiredPayment }).max(4),
  cardholderName: text({ error: BOOKING_MESSAGES.requiredPayment }).trim().min(1).max(120),
});

/** The booking flow's payload; card fields are absent when paying on Stripe's hosted page. */
export const BookingFlowPayloadSchema = BookingDetailsSchema.extend(SlotSchema.shape).extend(
  BookingCardSchema.partial().shape,
);

/** The post-payment pages' payload: the paid checkout session and the slot chosen after it. */
export const PostPaymentPayloadSchema = SlotSchema.extend({
  sessionId: text({ error: "Missing payment session" }).trim().min(1).max(255),
});

/**
 * What the booking endpoint takes: the post-payment pages' payload when it names a `sessionId`,
 * the booking flow's otherwise, each checked by its own schema so its own messages come back.
 */
export const CompleteBookingPayloadSchema = z
  .looseObject({})
  .transform((body, context): BookingFlowPayload | PostPaymentPayload => {
    const schema = "sessionId" in body ? PostPaymentPayloadSchema : BookingFlowPayloadSchema;
    const parsed = schema.safeParse(body);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      context.addIssue({ code: "custom", message: issue.message, path: issue.path });
    }
    return z.NEVER;
  });

export type BookingFlowPayload = z.infer<typeof BookingFlowPayloadSchema>;
export type PostPaymentPayload = z.infer<typeof PostPaymentPayloadSchema>;

/**
 * What the booking endpoint answers, as the page reads it: the booking, the hosted payment page to
 * go to, or a refusal (`slot_taken` when someone else booked the time first).
 */
export const BookingAnswerSchema = z.union([
  z.object({
    booking: z.object({
      startsAt: text(),
      timezone: z.enum(timezoneValues),
      email: text(),
      cardLast4: text().nullable(),
    }),
  }),
  // Only a web page: the browser is sent there.
  z.object({ checkoutUrl: webAddress({ protocol: /^https?$/ }) }),
  z.object({ error: text(), code: z.literal("slot_taken").optional() }),
]);

export type BookingAnswer = z.infer<typeof BookingAnswerSchema>;

/** The slots endpoint's query: a day, and the consultation it is for (the team one unless said). */
export const SlotsQuerySchema = z.object({
  date: z.string({ error: "Give a date as yyyy-MM-dd" }).refine(isIsoDate, {
    error: "Give a date as yyyy-MM-dd",
  }),
  type: z.enum(TIER_KEYS, { error: "Unknown consultation type" }).default(DEFAULT_TIER),
});

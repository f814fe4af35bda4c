import { z } from "zod";
import { BOOKING_MESSAGES } from "#app/lib/consultation/messages.ts";
import { SLOT_TIMES } from "#app/lib/consultation/slots.ts";
import { TIER_KEYS } from "#app/lib/consultation/tiers.ts";
import { BOOKING_TIMEZONES, type TimezoneKey } from "#app/lib/consultation/timezones.ts";
import { isIsoDate } from "#app/lib/consultation/zoned-time.ts";
import { text } from "./text.ts";

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
  scheduledTime: text({ error: BOOKING_MESSAGES.requiredSchedule }).refine(
    (value) => SLOT_TIMES.includes(value),
    { error: "That time is not one of the slots" },
  ),
  timezone: BookingDetailsStepSchema.shape.timezone,
  // The browser sends what it showed; the server ignores both and prices from the tier.
  consultationPrice: z.unknown().optional(),
  consultationDuration: z.unknown().optional(),
});

/** Card fields as the booking flow names them (section 3: cardNumber, expiryDate, cvv, cardholderName). */
export const BookingCardSchema = z.object({
  cardNumber: text({ error: BOOKING_MESSAGES.requiredPayment }).max(19),
  expiryDate: text({ error: BOOKING_MESSAGES.requiredPayment }).max(5),
  cvv: text({ error: BOOKING_MESSAGES.requiredPayment }).max(4),
  cardholderName: text({ error: BOOKING_MESSAGES.requiredPayment }).trim().min(1).max(120),
});

/** The booking flow's payload (section 7, first row); card fields are absent when paying on Stripe. */
export const BookingFlowPayloadSchema = BookingDetailsSchema.extend(SlotSchema.shape).extend(
  BookingCardSchema.partial().shape,
);

/** The post-payment pages' payload (section 7, second row). */
export const PostPaymentPayloadSchema = SlotSchema.extend({
  sessionId: text({ error: "Missing payment session" }).trim().min(1).max(255),
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
      startsAt: z.string(),
      timezone: z.enum(timezoneValues),
      email: z.string(),
      cardLast4: z.string().nullable(),
    }),
  }),
  // Only a web page: the browser is sent there.
  z.object({ checkoutUrl: z.url({ protocol: /^https?$/ }) }),
  z.object({ error: z.string(), code: z.literal("slot_taken").optional() }),
]);

export type BookingAnswer = z.infer<typeof BookingAnswerSchema>;

import { z } from "zod";
import { DEFAULT_TIER, TIER_KEYS } from "#app/lib/booking/tiers.ts";
import { DEFAULT_TIMEZONE } from "#app/lib/booking/timezones.ts";
import { BookingDetailsStepSchema } from "./booking.ts";
import { text } from "./text.ts";

/*
 * The booking pages' steps as posted by a browser without JavaScript. Each post carries what was
 * entered so far, so every field is read leniently (a missing, odd or unsafe value becomes "" or the
 * default) and the step itself decides what is missing: the page is redrawn with one message, not
 * refused field by field.
 */

const carried = text().catch("");

/** The calendar's fields: a month to page to, a day picked, or the chosen day and time. */
const CalendarPostSchema = z.object({
  timezone: BookingDetailsStepSchema.shape.timezone.catch(DEFAULT_TIMEZONE),
  month: carried,
  pickDate: carried,
  scheduledDate: carried,
  scheduledTime: carried,
});

/** The booking flow's steps: details, then the calendar, then payment ("pay" unless said). */
export const BookingStepPostSchema = CalendarPostSchema.extend({
  intent: z.enum(["details", "schedule", "pay"]).catch("pay"),
  name: carried,
  email: carried,
  phone: carried,
  company: carried,
  message: carried,
  cardNumber: carried,
  expiryDate: carried,
  cvv: carried,
  cardholderName: carried,
});

/** The post-payment page: the paid session and the consultation it is for, then the calendar. */
export const SchedulingStepPostSchema = CalendarPostSchema.extend({
  consultationType: z.enum(TIER_KEYS).catch(DEFAULT_TIER),
  sessionId: carried,
});

export type CalendarPost = z.infer<typeof CalendarPostSchema>;
export type BookingStepPost = z.infer<typeof BookingStepPostSchema>;
export type SchedulingStepPost = z.infer<typeof SchedulingStepPostSchema>;

/**
 * The payment step's card fields as typed: the flow checks them (one "fill in all payment details"
 * rather than a message per field), with JavaScript as without.
 */
export const CardEntrySchema = BookingStepPostSchema.pick({
  cardNumber: true,
  expiryDate: true,
  cvv: true,
  cardholderName: true,
});

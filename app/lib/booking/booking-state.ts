import type { TimezoneKey } from "./timezones.ts";

/** The visitor's details as the booking flow's first step takes them. */
export type BookingDetailsInput = {
  name: string;
  email: string;
  phone: string;
  company: string;
  message: string;
};

export type DaySlot = { time: string; startsAt: string; available: boolean };

/** A day's slots, read by the server for a page drawn without JavaScript. */
export type DaySlots = { date: string; slots: DaySlot[] };

/**
 * Where a booking stands between form posts (without JavaScript each step is a post and the server
 * draws the next): the step, what was entered so far, and the message of a refused step.
 */
export type BookingStepState = {
  step: 0 | 1 | 2;
  details: BookingDetailsInput;
  timezone: TimezoneKey;
  date: string | null;
  time: string;
  /** The calendar's month ("yyyy-MM") when the visitor paged to another one. */
  month: string | null;
  slots: DaySlots | null;
  error: string | null;
};

/** A booked consultation as the confirmation step shows it. */
export type Booked = {
  startsAt: string;
  timezone: TimezoneKey;
  email: string;
  cardLast4: string | null;
};

/** The post-payment scheduling page between form posts: the booking flow's schedule step alone. */
export type SchedulingStepState = Omit<BookingStepState, "step" | "details">;

import type { AppServices } from "#app/.server/services.ts";

/** What the booking commands use: a unit test builds exactly these over a real database. */
export type BookingServices = Pick<
  AppServices,
  "config" | "db" | "payments" | "mailer" | "logger" | "linkSecrets" | "jobs"
>;

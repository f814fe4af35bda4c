import type { AppServices } from "#app/.server/services.ts";

/** What raising a notification needs: the sending itself happens here or in a queued job. */
export type NotifyServices = Pick<
  AppServices,
  "config" | "db" | "mailer" | "logger" | "linkSecrets" | "jobs"
>;

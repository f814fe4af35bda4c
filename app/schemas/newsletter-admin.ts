import { z } from "zod";
import { type OptionValue, valuesOf } from "./form-fields.ts";
import { text } from "./text.ts";

/** Where an address stands with the Stellar Dispatch. */
export const SUBSCRIBER_STATES = [
  { value: "pending", label: "Pending" },
  { value: "confirmed", label: "Confirmed" },
  { value: "unsubscribed", label: "Unsubscribed" },
  { value: "suppressed", label: "Suppressed" },
] as const;
export type SubscriberState = OptionValue<typeof SUBSCRIBER_STATES>;

/** The admin page shows this many subscribers; the CSV has them all. */
export const SUBSCRIBER_PAGE_LIMIT = 500;

/** The subscriber list's filter from the query string; an unknown value means "all". */
export const SubscriberFilterSchema = z.object({
  state: z.enum(valuesOf(SUBSCRIBER_STATES)).optional().catch(undefined),
  q: text().trim().max(100).optional().catch(undefined),
});
export type SubscriberFilter = z.infer<typeof SubscriberFilterSchema>;

/** The erasure page's button: it only confirms, the subscriber is in the address. */
export const EraseSubscriberSchema = z.object({
  intent: z.literal("erase", { error: "Confirm the erasure" }),
});

import { z } from "zod";
import { type OptionValue, valuesOf } from "./form-fields.ts";
import { text } from "./text.ts";

/** Every kind of thing the public forms leave in the admin inbox. */
export const INBOX_TYPES = [
  { value: "contact", label: "Contact" },
  { value: "chronicle", label: "Chronicle" },
  { value: "partnership", label: "Partnership" },
  { value: "leadership", label: "Leadership" },
  { value: "nomination", label: "Nomination" },
  { value: "newsletter", label: "Newsletter" },
] as const;
export type InboxType = OptionValue<typeof INBOX_TYPES>;

export const INBOX_STATUSES = [
  { value: "new", label: "New" },
  { value: "handled", label: "Handled" },
  { value: "spam", label: "Spam" },
] as const;
export type InboxStatus = OptionValue<typeof INBOX_STATUSES>;

const InboxTypeSchema = z.enum(valuesOf(INBOX_TYPES), { error: "Unknown submission type" });
const InboxStatusSchema = z.enum(valuesOf(INBOX_STATUSES), { error: "Unknown status" });

/** The inbox filter from the query string; an unknown value means "all" rather than an error. */
export const InboxFilterSchema = z.object({
  type: InboxTypeSchema.optional().catch(undefined),
  status: InboxStatusSchema.optional().catch(undefined),
  q: text().trim().max(100).optional().catch(undefined),
});
export type InboxFilter = z.infer<typeof InboxFilterSchema>;

export const InboxStatusChangeSchema = z.object({
  type: InboxTypeSchema,
  id: z.uuid({ error: "Unknown submission" }),
  status: InboxStatusSchema,
});

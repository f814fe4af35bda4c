import { text } from "./text.ts";

/** Why an admin paid money back: kept in the audit log beside who did it and when. */
export const RefundReasonSchema = text({ error: "Say why the money is paid back" })
  .trim()
  .min(3, { error: "Say why the money is paid back" })
  .max(200, { error: "The reason must be at most 200 characters" });

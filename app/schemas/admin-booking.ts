import { z } from "zod";
import { RefundReasonSchema } from "./refund-reason.ts";

/** The /admin/bookings row action: cancel one paid consultation and refund it, with a reason. */
export const AdminBookingActionSchema = z.object({
  intent: z.literal("cancel", { error: "Choose Cancel and refund to cancel it." }),
  bookingId: z.uuid({ error: "That booking could not be found." }),
  reason: RefundReasonSchema,
});

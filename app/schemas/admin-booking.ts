import { z } from "zod";

/** The /admin/bookings row action: cancel one paid consultation. */
export const AdminBookingActionSchema = z.object({
  intent: z.literal("cancel", { error: "Choose Cancel booking to cancel it." }),
  bookingId: z.uuid({ error: "That booking could not be found." }),
});

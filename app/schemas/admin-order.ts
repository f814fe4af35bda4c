import { z } from "zod";

/** The /admin/orders row action: mark one paid order as sent. */
export const AdminOrderActionSchema = z.object({
  intent: z.literal("fulfil", { error: "Choose Mark as sent to mark the order." }),
  orderId: z.uuid({ error: "That order could not be found." }),
});

import { z } from "zod";
import { RefundReasonSchema } from "./refund-reason.ts";

const OrderIdSchema = z.uuid({ error: "That order could not be found." });

/** The /admin/orders row actions: mark one paid order as sent, or refund it in full with a reason. */
export const AdminOrderActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("fulfil"), orderId: OrderIdSchema }),
    z.object({ intent: z.literal("refund"), orderId: OrderIdSchema, reason: RefundReasonSchema }),
  ],
  { error: "Choose Mark as sent or Refund." },
);

import { z } from "zod";
import { MAX_LINE_QUANTITY } from "#app/lib/cart.ts";
import { EmailSchema } from "./auth.ts";
import { CardSchema } from "./payment.ts";
import { text } from "./text.ts";

const CartLinesSchema = z
  .array(
    z.object({
      id: text().min(1).max(100),
      quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
    }),
  )
  .min(1, { error: "Your cart is empty" })
  .max(100, { error: "That is more lines than one order can hold" });

export const CheckoutSchema = CardSchema.extend({
  email: EmailSchema,
  idempotencyKey: z.uuid({ error: "Please reload the page and try again" }),
  lines: text({ error: "Your cart is empty" })
    .transform((raw, context) => {
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        context.addIssue({ code: "custom", message: "Your cart could not be read" });
        return z.NEVER;
      }
    })
    .pipe(CartLinesSchema),
});

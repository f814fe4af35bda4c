import { z } from "zod";
import {
  MAX_LINE_QUANTITY,
  MAX_ORDER_LINES,
  MAX_ORDER_QUANTITY,
  mergeLines,
} from "#app/lib/cart.ts";
import { EmailSchema } from "./auth.ts";
import { CardSchema } from "./payment.ts";
import { text } from "./text.ts";

const tooMany = `You can buy at most ${MAX_LINE_QUANTITY} of one product in an order.`;

/**
 * The cart as checkout receives it: lines naming the same product are merged first, so the caps
 * hold for what is really bought however the lines were split.
 */
export const CartLinesSchema = z
  .array(
    z.object({
      id: text().min(1).max(100),
      quantity: z
        .number({ error: "Your cart could not be read" })
        .int({ error: "Your cart could not be read" })
        .min(1, { error: "Your cart could not be read" })
        .max(MAX_LINE_QUANTITY, { error: tooMany }),
    }),
    { error: "Your cart could not be read" },
  )
  .min(1, { error: "Your cart is empty" })
  .max(MAX_ORDER_LINES, { error: "That is more lines than one order can hold" })
  .transform((lines) => mergeLines(lines))
  .check((context) => {
    const lines = context.value;
    if (lines.some((line) => line.quantity > MAX_LINE_QUANTITY)) {
      context.issues.push({ code: "custom", message: tooMany, input: lines });
    }
    if (lines.reduce((sum, line) => sum + line.quantity, 0) > MAX_ORDER_QUANTITY) {
      context.issues.push({
        code: "custom",
        message: `One order holds at most ${MAX_ORDER_QUANTITY} items. Please split your purchase into smaller orders.`,
        input: lines,
      });
    }
  });

/** Checkout through a hosted payment page: the card is typed on the provider's page, not here. */
export const CheckoutSchema = z.object({
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

/** Checkout with the card typed on this site (the embedded test provider). */
export const CardCheckoutSchema = CheckoutSchema.extend(CardSchema.shape);

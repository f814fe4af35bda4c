import { z } from "zod";
import { MAX_LINE_QUANTITY } from "#app/lib/cart.ts";
import { text } from "./text.ts";

const Lines = z
  .array(
    z.object({
      id: text().min(1).max(100),
      quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
    }),
  )
  .max(100);

export const CartSyncSchema = z.object({
  intent: z.enum(["merge", "replace"]),
  lines: Lines,
});

import { z } from "zod";
import { text } from "./text.ts";

export const FavoriteSchema = z.object({
  productId: text({ error: "Which product?" }).min(1).max(100),
  favorite: z.enum(["true", "false"], { error: "Save or unsave?" }).transform((v) => v === "true"),
});

import { z } from "zod";

export const FavoriteSchema = z.object({
  productId: z.string({ error: "Which product?" }).min(1).max(100),
  favorite: z.enum(["true", "false"], { error: "Save or unsave?" }).transform((v) => v === "true"),
});

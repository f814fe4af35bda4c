import { z } from "zod";
import { MAX_QUERY_LENGTH } from "#app/lib/search-text.ts";
import { text } from "./text.ts";

export const SearchQuerySchema = z.object({
  q: text()
    .max(MAX_QUERY_LENGTH, { error: `Search for at most ${MAX_QUERY_LENGTH} characters` })
    .default("")
    .transform((q) => q.trim()),
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int({ error: "limit must be a whole number" })
    .min(1, { error: "limit must be at least 1" })
    .max(50, { error: "limit must be at most 50" })
    .default(10),
});

import { z } from "zod";
import { InternalHrefSchema } from "./blocks.ts";

/**
 * What a content module tells site search about itself: export `searchEntries`, a function that
 * returns the entries, and the page, post or person is found without any change to the search code.
 * A function rather than a value: pages import their content module for its copy, and an unused
 * function is left out of the browser bundle where a computed array and its helpers were not.
 */
const SearchEntrySchema = z.object({
  kind: z.enum(["page", "post", "person"]),
  title: z.string().min(1),
  path: InternalHrefSchema,
  description: z.string().min(1),
  tags: z.array(z.string().min(1)).optional(),
  body: z.string().optional(),
});

export const SearchEntriesSchema = z.array(SearchEntrySchema).min(1);
export type SearchEntry = z.infer<typeof SearchEntrySchema>;

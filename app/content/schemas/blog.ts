import { z } from "zod";
import { LinkSchema, MetaSchema } from "./blocks.ts";

export const BlogPageContentSchema = z.object({
  meta: MetaSchema,
  eyebrow: z.string().min(1),
  title: z.string().min(1),
  lead: z.string().min(1),
  backLink: LinkSchema,
  /** "{siteName}" is replaced with the configured site name. */
  writeForUs: z.object({
    id: z.string().min(1),
    title: z.string().min(1),
    body: z.string().min(1),
    action: LinkSchema,
  }),
  feedTitle: z.string().min(1),
});

export type BlogPageContent = z.infer<typeof BlogPageContentSchema>;

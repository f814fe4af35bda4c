import { z } from "zod";
import { ArticleBodySchema } from "./article.ts";

/** A legal document, dated in content so it changes without a release; numbered sections. */
export const LegalDocumentSchema = z
  .object({
    path: z.string().regex(/^\/[a-z-]+$/),
    title: z.string().min(1),
    description: z.string().min(20).max(160),
    lead: z.string().min(1),
    effective: z.iso.date(),
    updated: z.iso.date(),
    /** How many decorative dots sit behind the heading (the Terms page has 50). */
    starfield: z.number().int().nonnegative(),
    sections: z.array(z.object({ title: z.string().min(1), body: ArticleBodySchema })).min(1),
    /** What site search finds the document by, besides its title and description. */
    searchTags: z.array(z.string().min(1)).min(1),
  })
  .refine((doc) => doc.updated >= doc.effective, { error: "updated is not before effective" });

export type LegalDocument = z.infer<typeof LegalDocumentSchema>;

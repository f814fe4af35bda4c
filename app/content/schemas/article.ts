import { z } from "zod";
import { LinkSchema } from "./blocks.ts";

/**
 * Long-form text (blog articles, legal sections) as structured blocks rendered by React: no raw
 * HTML ever reaches the page, so there is nothing to sanitise. "{siteName}" in any text is replaced
 * with the site's configured name when rendered.
 */
const ArticleBlockSchema = z.discriminatedUnion("type", [
  /** A paragraph, optionally ending with a link (to a related page, for example). */
  z.object({ type: z.literal("paragraph"), text: z.string().min(1), link: LinkSchema.optional() }),
  z.object({ type: z.literal("heading"), text: z.string().min(1) }),
  z.object({ type: z.literal("list"), items: z.array(z.string().min(1)).min(1) }),
  z.object({ type: z.literal("quote"), text: z.string().min(1) }),
  /** A sentence followed by one of the configured mailboxes: each install has its own addresses. */
  z.object({
    type: z.literal("contact"),
    text: z.string().min(1),
    mailbox: z.enum(["operations", "support", "academy"]),
  }),
]);

export const ArticleBodySchema = z.array(ArticleBlockSchema).min(1);

export type ArticleBlock = z.infer<typeof ArticleBlockSchema>;
export type Mailbox = Extract<ArticleBlock, { type: "contact" }>["mailbox"];

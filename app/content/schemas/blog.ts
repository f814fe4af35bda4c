import { z } from "zod";
import { BLOG_CATEGORIES } from "#app/lib/blog-categories.ts";
import { ArticleBodySchema } from "./article.ts";
import { LinkSchema, MetaSchema } from "./blocks.ts";

const BlogPostSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "ids are URL slugs"),
  title: z.string().min(1),
  excerpt: z.string().min(20).max(200),
  category: z.enum(BLOG_CATEGORIES),
  /** Minutes. */
  readTime: z.number().int().positive(),
  author: z.string().min(1),
  /** A desk or team writes as an organisation; search engines are told which. */
  authorType: z.enum(["Person", "Organization"]),
  date: z.iso.date(),
  featured: z.boolean(),
  tags: z.array(z.string().min(1)).min(2),
  body: ArticleBodySchema,
});

export const BlogPostsSchema = z
  .array(BlogPostSchema)
  .min(1)
  .refine((posts) => new Set(posts.map((post) => post.id)).size === posts.length, {
    error: "post ids are unique",
  });

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

export type BlogPost = z.infer<typeof BlogPostSchema>;
export type BlogPageContent = z.infer<typeof BlogPageContentSchema>;

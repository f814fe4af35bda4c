import { z } from "zod";
import { BLOG_CATEGORIES } from "#app/lib/blog-categories.ts";
import { isTimeZone } from "#app/lib/wall-clock.ts";
import { RichTextDocSchema } from "./rich-text.ts";
import { text } from "./text.ts";

/** A post's address under /blog/: lowercase words joined by hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What the editor sends: save as it is, go live now or at a time, or step back to a draft. */
export const POST_INTENTS = ["autosave", "save", "publish", "schedule", "unpublish"] as const;
export type PostIntent = (typeof POST_INTENTS)[number];

const optionalText = (max: number) => text().trim().max(max).optional();

/** The editor's document, posted as JSON text in a hidden field. */
export const BodySchema = text()
  .transform((value, ctx) => {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: "The text could not be read; reload the editor" });
      return z.NEVER;
    }
  })
  .pipe(RichTextDocSchema);

/**
 * The post editor's form, checked in the browser and again by the action. A draft may be
 * unfinished (autosave keeps whatever was typed); a post that goes or stays live needs its title,
 * excerpt and author, and a schedule needs its time.
 */
export const PostFormSchema = z
  .object({
    intent: z.enum(POST_INTENTS),
    title: optionalText(200),
    slug: text()
      .trim()
      .max(100, { error: "Keep the address under 100 characters" })
      .regex(SLUG_PATTERN, { error: "Use lowercase letters, digits and hyphens" })
      .optional(),
    excerpt: optionalText(500),
    category: z.enum(BLOG_CATEGORIES, { error: "Choose a category" }),
    tags: optionalText(500),
    authorName: optionalText(100),
    featured: z.boolean().optional(),
    readTimeMinutes: z
      .number({ error: "Enter the minutes as a number" })
      .int()
      .min(1, { error: "At least 1 minute" })
      .max(180, { error: "At most 180 minutes" })
      .optional(),
    seoTitle: optionalText(200),
    seoDescription: optionalText(300),
    coverImageId: z.uuid({ error: "Choose the cover from the media library" }).optional(),
    coverAlt: optionalText(300),
    body: BodySchema,
    /** The date and time as the admin's clock shows them (datetime-local). */
    scheduledFor: text()
      .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, { error: "Choose a date and time" })
      .optional(),
    /** The admin's time zone, as their browser names it; UTC without JavaScript. */
    timeZone: text().refine(isTimeZone, { error: "Unknown time zone" }).optional(),
    /** The post is live: saving it keeps it live, so it must stay complete. */
    live: z.boolean().optional(),
  })
  .superRefine((form, ctx) => {
    const goesLive = form.intent === "publish" || form.intent === "schedule";
    if (goesLive || (form.live && form.intent === "save")) {
      for (const { field, message } of missingForLive(form)) {
        ctx.addIssue({ code: "custom", path: [field], message });
      }
    }
    if (form.intent === "schedule" && !form.scheduledFor) {
      ctx.addIssue({ code: "custom", path: ["scheduledFor"], message: "Choose a date and time" });
    }
  });

export type PostForm = z.output<typeof PostFormSchema>;

const LIVE_FIELDS = [
  ["title", "Enter a title"],
  ["excerpt", "Enter an excerpt: it shows on the blog's cards"],
  ["authorName", "Enter the author's name"],
] as const;

/** What a post on the site must have and this one lacks, each with what to tell the editor. */
export function missingForLive(post: {
  title?: string | undefined;
  excerpt?: string | undefined;
  authorName?: string | undefined;
}) {
  return LIVE_FIELDS.filter(([field]) => !post[field]).map(([field, message]) => ({
    field,
    message,
  }));
}

/** Tags as typed ("AI, Ethics,  ai"): trimmed, without blanks or repeats, at most ten. */
export function readTags(value: string | undefined): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of (value ?? "").split(",")) {
    const tag = raw.trim().slice(0, 40);
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags.slice(0, 10);
}

/** The address a title suggests: "The Future of Tech Is Femme!" → "the-future-of-tech-is-femme". */
export function slugFromTitle(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}

/** The revision page's one button: bring this revision back. */
export const RestoreRevisionSchema = z.object({ intent: z.literal("restore") });

/** The delete page's one button, pressed after reading what deleting does. */
export const DeletePostSchema = z.object({ intent: z.literal("delete") });

/** The posts list's "New post" button. */
export const NewPostSchema = z.object({ intent: z.literal("create") });

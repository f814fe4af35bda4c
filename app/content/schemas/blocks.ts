import { z } from "zod";

/**
 * The building blocks every marketing page is made of. Content modules import only the types
 * (so Zod stays out of the browser bundle); the content test parses every module with these.
 */

export const InternalHrefSchema = z
  .string()
  .regex(/^\/(?!\/)[^\s]*$/, "links inside the site start with a single slash");

/** A page's title and its description for search results and share previews. */
export const MetaSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(20).max(160),
});

export const LinkSchema = z.object({
  label: z.string().min(1),
  href: z.union([InternalHrefSchema, z.url(), z.string().startsWith("mailto:")]),
});

const ICON_NAMES = [
  "sparkles",
  "key",
  "users",
  "building",
  "cpu",
  "shirt",
  "graduation-cap",
  "package",
  "shield",
  "compass",
  "rocket",
  "heart",
  "calendar",
  "shopping-bag",
  "briefcase",
  "message",
  // Services and AI products (area "services").
  "code",
  "cloud",
  "chart",
  "megaphone",
  "workflow",
  "lock",
  "wallet",
  "bot",
  "zap",
  "eye",
] as const;
export const IconNameSchema = z.enum(ICON_NAMES);

export const ImageSchema = z.object({
  src: z.string().startsWith("/images/"),
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

export const HeroSchema = z.object({
  id: z.string().min(1),
  eyebrow: z.string().min(1),
  title: z.string().min(1),
  lead: z.string().min(1),
  actions: z.array(LinkSchema).min(1).max(2),
  image: ImageSchema.optional(),
});

export const SectionIntroSchema = z.object({
  id: z.string().min(1),
  eyebrow: z.string().min(1).optional(),
  title: z.string().min(1),
  lead: z.string().min(1).optional(),
});

export const FeatureSchema = z.object({
  icon: IconNameSchema,
  title: z.string().min(1),
  body: z.string().min(1),
  link: LinkSchema.optional(),
});

export const StepSchema = z.object({
  title: z.string().min(1),
  body: z.string().min(1),
});

export const StatSchema = z.object({
  value: z.string().min(1),
  label: z.string().min(1),
});

export const QuoteSchema = z.object({
  text: z.string().min(1),
  attribution: z.string().min(1),
  link: LinkSchema.optional(),
});

export const CallToActionSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  body: z.string().min(1),
  actions: z.array(LinkSchema).min(1).max(2),
});

export type Link = z.infer<typeof LinkSchema>;
export type IconName = z.infer<typeof IconNameSchema>;
export type Image = z.infer<typeof ImageSchema>;
export type Hero = z.infer<typeof HeroSchema>;
export type SectionIntro = z.infer<typeof SectionIntroSchema>;
export type Feature = z.infer<typeof FeatureSchema>;
export type Step = z.infer<typeof StepSchema>;
export type Stat = z.infer<typeof StatSchema>;
export type Quote = z.infer<typeof QuoteSchema>;
export type CallToAction = z.infer<typeof CallToActionSchema>;

import { z } from "zod";
import {
  FeatureSchema,
  HeroSchema,
  IconNameSchema,
  ImageSchema,
  LinkSchema,
  MetaSchema,
  QuoteSchema,
  SectionIntroSchema,
  StatSchema,
  StepSchema,
} from "./blocks.ts";

/**
 * A page made of titled sections, each of one kind, rendered by one template
 * (`app/components/blocks/page-sections.tsx`). Most community and company pages are only this.
 */

export const PageMetaSchema = MetaSchema.extend({
  /** The page's own path: its canonical URL and its address in site search. */
  path: z.string().regex(/^\/[^\s?#]*$/),
});

/** A badge a card may wear; the welcome hub marks quick actions with them. */
const BadgeSchema = z.enum(["Popular", "Featured", "New", "Coming Soon", "Invitation only"]);

export const CardSchema = z.object({
  /** An anchor, when other pages link to this card. */
  id: z.string().min(1).optional(),
  icon: IconNameSchema.optional(),
  eyebrow: z.string().min(1).optional(),
  title: z.string().min(1),
  badge: BadgeSchema.optional(),
  body: z.string().min(1),
  points: z.array(z.string().min(1)).optional(),
  link: LinkSchema.optional(),
});

const PersonSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  role: z.string().min(1),
  quote: z.string().min(1),
  image: ImageSchema,
  link: LinkSchema.optional(),
});

const TalentSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  title: z.string().min(1),
  skills: z.array(z.string().min(1)).min(1),
  image: ImageSchema,
});

export const SectionBaseSchema = SectionIntroSchema.extend({
  /** A shorter name for the section in an in-page navigator. */
  navLabel: z.string().min(1).optional(),
  /** Buttons under the section's content. */
  actions: z.array(LinkSchema).min(1).max(3).optional(),
});

/** The kinds of section the hub pages are made of as well (`landing.ts`). */
export const FeaturesSectionSchema = SectionBaseSchema.extend({
  kind: z.literal("features"),
  items: z.array(FeatureSchema).min(1),
  columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).optional(),
});
export const StatsSectionSchema = SectionBaseSchema.extend({
  kind: z.literal("stats"),
  stats: z.array(StatSchema).min(1),
});

export const PageSectionSchema = z.discriminatedUnion("kind", [
  FeaturesSectionSchema,
  SectionBaseSchema.extend({ kind: z.literal("cards"), cards: z.array(CardSchema).min(1) }),
  SectionBaseSchema.extend({ kind: z.literal("people"), people: z.array(PersonSchema).min(1) }),
  StatsSectionSchema,
  SectionBaseSchema.extend({ kind: z.literal("steps"), steps: z.array(StepSchema).min(1) }),
  SectionBaseSchema.extend({
    kind: z.literal("prose"),
    paragraphs: z.array(z.string().min(1)).min(1),
  }),
  SectionBaseSchema.extend({ kind: z.literal("quote"), quote: QuoteSchema }),
  SectionBaseSchema.extend({ kind: z.literal("talent"), talent: z.array(TalentSchema).min(1) }),
  SectionBaseSchema.extend({
    kind: z.literal("actions"),
    actions: z.array(LinkSchema).min(1).max(3),
  }),
  /** Links to keep in touch, followed by the site's configured social profiles. */
  SectionBaseSchema.extend({ kind: z.literal("connect"), links: z.array(LinkSchema).min(1) }),
]);

export const ContentPageSchema = z.object({
  meta: PageMetaSchema,
  hero: HeroSchema,
  sections: z.array(PageSectionSchema).min(1),
  /** Close the page with the shared "Ready to Transform Your Future?" banner. */
  transformBanner: z.boolean(),
  /** What site search finds the page by, besides its own words. */
  searchTags: z.array(z.string().min(1)).min(1),
});

export type PageMeta = z.infer<typeof PageMetaSchema>;
export type Badge = z.infer<typeof BadgeSchema>;
export type Card = z.infer<typeof CardSchema>;
export type Person = z.infer<typeof PersonSchema>;
export type Talent = z.infer<typeof TalentSchema>;
export type PageSection = z.infer<typeof PageSectionSchema>;
export type ContentPage = z.infer<typeof ContentPageSchema>;

/** The Collective's page: sections plus a sticky navigator listing them. */
export const NavigablePageSchema = ContentPageSchema.extend({ sideNavLabel: z.string().min(1) });
export type NavigablePage = z.infer<typeof NavigablePageSchema>;

import { z } from "zod";
import { WAITLIST_IDS } from "#app/lib/waitlists.ts";
import {
  CallToActionSchema,
  FeatureSchema,
  HeroSchema,
  LinkSchema,
  MetaSchema,
  SectionIntroSchema,
  StepSchema,
} from "./blocks.ts";

/**
 * The product and launch pages (Nebula Market, digital products, CIRKYT, NURVE, the Vault,
 * waitlists, retail, the e-book pre-order). Products are named by their catalog id: prices,
 * ratings and stock come from the live catalog, the words around them from here.
 */

const ProductIdSchema = z.string().regex(/^[a-z0-9-]+$/, "catalog ids are URL slugs");

/** A join-a-waitlist band: which list, and what its button says. */
const WaitlistBlockSchema = SectionIntroSchema.extend({
  list: z.enum(WAITLIST_IDS),
  buttonLabel: z.string().min(1),
});

const HeaderSchema = z.object({
  eyebrow: z.string().min(1),
  title: z.string().min(1),
  lead: z.string().min(1),
});

export const NebulaMarketContentSchema = z.object({
  meta: MetaSchema,
  hero: HeroSchema,
  flagship: SectionIntroSchema.extend({
    productId: ProductIdSchema,
    statusLabel: z.string().min(1),
    status: z.literal("Shipping to Pre-Order Members"),
    nextReleaseLabel: z.string().min(1),
    nextRelease: z.string().min(1),
    preOrderLabel: z.string().min(1),
  }),
  collections: SectionIntroSchema.extend({ items: z.array(FeatureSchema).length(4) }),
  access: SectionIntroSchema.extend({
    paragraphs: z.array(z.string().min(1)).min(1),
    link: LinkSchema,
  }),
  waitlist: WaitlistBlockSchema,
});

export const DigitalProductsContentSchema = z.object({
  meta: MetaSchema,
  header: HeaderSchema,
  productIds: z.array(ProductIdSchema).length(3),
  closing: CallToActionSchema,
});

const TestimonialSchema = z.object({
  name: z.string().min(1),
  role: z.string().min(1),
  quote: z.string().min(1),
  rating: z.literal(5),
});

export const CirkytContentSchema = z.object({
  meta: MetaSchema,
  backLink: LinkSchema,
  hero: HeroSchema,
  features: SectionIntroSchema.extend({ items: z.array(FeatureSchema).min(3) }),
  flagships: SectionIntroSchema.extend({
    products: z
      .array(
        z.object({
          productId: ProductIdSchema,
          subtitle: z.string().min(1),
          highlight: z.string().min(1),
        }),
      )
      .length(2),
    preOrderLabel: z.literal("Pre-Order Now"),
    tryArLabel: z.literal("Try AR"),
    /** The pre-order terms: dated copy, kept in content so it changes without a release. */
    preOrderNote: z.string().min(1),
  }),
  fit: SectionIntroSchema.extend({
    sizes: z
      .array(z.object({ size: z.string().min(1), underbust: z.string(), bust: z.string() }))
      .min(3),
    note: z.string().min(1),
  }),
  technology: SectionIntroSchema.extend({ items: z.array(FeatureSchema).min(3) }),
  testimonials: SectionIntroSchema.extend({ items: z.array(TestimonialSchema).length(2) }),
  beta: WaitlistBlockSchema,
  communityLink: LinkSchema,
});

export const CirkytCommunityContentSchema = z.object({
  meta: MetaSchema,
  backLink: LinkSchema,
  hero: HeroSchema,
  features: SectionIntroSchema.extend({
    items: z.array(FeatureSchema).length(3),
  }),
  join: WaitlistBlockSchema,
});

/** The page of one catalog product, with the way back to where the shop lists it. */
const ProductPageSchema = z.object({
  meta: MetaSchema,
  backLink: LinkSchema,
  productId: ProductIdSchema,
  eyebrow: z.string().min(1),
});

export const NurveContentSchema = ProductPageSchema.extend({
  tagline: z.string().min(1),
  placeholderImage: z.object({
    src: z.string().startsWith("/images/"),
    alt: z.string().min(1),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  }),
  viewDemoLabel: z.literal("View Demo"),
  features: SectionIntroSchema.extend({ items: z.array(z.string().min(1)).min(3) }),
  included: SectionIntroSchema.extend({ items: z.array(z.string().min(1)).min(2) }),
  demo: SectionIntroSchema.extend({ steps: z.array(StepSchema).length(3) }),
  beta: WaitlistBlockSchema,
});

const BrandSchema = z.object({
  name: z.string().min(1),
  body: z.string().min(1),
  points: z.array(z.string().min(1)).min(1),
  link: LinkSchema,
});

export const VaultContentSchema = z.object({
  meta: MetaSchema,
  badge: z.literal("COMING SOON"),
  /** Dated copy, kept in content so it changes without a release. */
  launch: z.string().min(1),
  header: HeaderSchema,
  brands: SectionIntroSchema.extend({ items: z.array(BrandSchema).length(2) }),
  techwear: SectionIntroSchema.extend({ items: z.array(z.string().min(1)).min(3) }),
  accessories: SectionIntroSchema.extend({ items: z.array(z.string().min(1)).min(3) }),
  timeline: SectionIntroSchema.extend({
    items: z
      .array(z.object({ when: z.string().min(1), title: z.string().min(1), body: z.string() }))
      .length(4),
  }),
  benefits: SectionIntroSchema.extend({ items: z.array(FeatureSchema).length(3) }),
  waitlist: WaitlistBlockSchema,
});

export const WaitlistsContentSchema = z.object({
  meta: MetaSchema,
  header: HeaderSchema,
  cirkyt: z.object({
    name: z.string().min(1),
    body: z.string().min(1),
    points: z.array(z.string().min(1)).min(1),
    signedUp: z.literal("250+ already signed up"),
    buttonLabel: z.literal("Join Waitlist"),
    list: z.enum(WAITLIST_IDS),
    externalNote: z.string().min(1),
  }),
  more: SectionIntroSchema.extend({ items: z.array(FeatureSchema).min(1) }),
});

export const RetailContentSchema = z.object({
  meta: MetaSchema,
  badge: z.literal("Coming Soon"),
  hero: HeroSchema,
  features: SectionIntroSchema.extend({ items: z.array(FeatureSchema).length(6) }),
  waitlist: WaitlistBlockSchema.extend({ buttonLabel: z.literal("Join Waitlist") }),
});

export const EbookPreorderContentSchema = ProductPageSchema.extend({
  preOrderLabel: z.string().min(1),
  /** Dated copy, kept in content so it changes without a release. */
  releaseNote: z.string().min(1),
  inside: SectionIntroSchema.extend({ items: z.array(FeatureSchema).min(3) }),
  steps: SectionIntroSchema.extend({ steps: z.array(StepSchema).length(3) }),
});

export type NebulaMarketContent = z.infer<typeof NebulaMarketContentSchema>;
export type DigitalProductsContent = z.infer<typeof DigitalProductsContentSchema>;
export type CirkytContent = z.infer<typeof CirkytContentSchema>;
export type CirkytCommunityContent = z.infer<typeof CirkytCommunityContentSchema>;
export type NurveContent = z.infer<typeof NurveContentSchema>;
export type VaultContent = z.infer<typeof VaultContentSchema>;
export type WaitlistsContent = z.infer<typeof WaitlistsContentSchema>;
export type RetailContent = z.infer<typeof RetailContentSchema>;
export type EbookPreorderContent = z.infer<typeof EbookPreorderContentSchema>;
export type WaitlistBlock = z.infer<typeof WaitlistBlockSchema>;

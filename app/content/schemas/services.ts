import { z } from "zod";
import {
  CallToActionSchema,
  FeatureSchema,
  HeroSchema,
  IconNameSchema,
  LinkSchema,
  MetaSchema,
  SectionIntroSchema,
  StatSchema,
} from "./blocks.ts";

/** A package as the price list shows it: the price is display text ("$15,000+", "$500/hr"). */
const ServicePackageSchema = z.object({
  name: z.string().min(1),
  price: z.string().min(1),
  /** The support or follow-up that comes with it, where the package has one. */
  term: z.string().min(1).optional(),
  summary: z.string().min(1),
  features: z.array(z.string().min(1)).min(2),
  action: LinkSchema,
  featured: z.boolean().optional(),
});

const PackagesSchema = SectionIntroSchema.extend({
  items: z.array(ServicePackageSchema).length(3),
});

/** A band that puts one product of the ecosystem forward (CIRKYT 2.0, Seraphina). */
const HighlightSchema = SectionIntroSchema.extend({
  lead: z.string().min(1),
  points: z.array(z.string().min(1)).min(1),
  actions: z.array(LinkSchema).min(1).max(3),
});

const ServicePageSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  /** What search engines call it (schema.org serviceType). */
  serviceType: z.string().min(1),
  /** The icon the service is shown with where pages list the services. */
  icon: IconNameSchema,
  meta: MetaSchema,
  hero: HeroSchema,
  stats: z.array(StatSchema).min(1).optional(),
  solutions: SectionIntroSchema.extend({ items: z.array(FeatureSchema).length(4) }),
  highlight: HighlightSchema.optional(),
  packages: PackagesSchema,
  closing: CallToActionSchema,
});

export const ServicePagesSchema = z
  .array(ServicePageSchema)
  .length(8)
  .refine((pages) => new Set(pages.map((page) => page.slug)).size === pages.length, {
    error: "every service page needs its own slug",
  });

export type PageMeta = z.infer<typeof MetaSchema>;
export type Packages = z.infer<typeof PackagesSchema>;
export type Highlight = z.infer<typeof HighlightSchema>;
export type ServicePage = z.infer<typeof ServicePageSchema>;

import { z } from "zod";
import {
  CallToActionSchema,
  FeatureSchema,
  HeroSchema,
  ImageSchema,
  LinkSchema,
  MetaSchema,
  QuoteSchema,
  SectionIntroSchema,
  StatSchema,
  StepSchema,
} from "./blocks.ts";

export const HomeContentSchema = z.object({
  meta: MetaSchema,
  hero: HeroSchema,
  manifesto: SectionIntroSchema.extend({
    paragraphs: z.array(z.string().min(1)).min(1),
    link: LinkSchema,
  }),
  adaKey: SectionIntroSchema.extend({
    image: ImageSchema,
    benefits: z.array(FeatureSchema).min(2),
    link: LinkSchema,
  }),
  howItWorks: SectionIntroSchema.extend({ steps: z.array(StepSchema).length(3) }),
  partnerAccess: SectionIntroSchema.extend({
    stats: z.array(StatSchema).min(1),
    actions: z.array(LinkSchema).min(1).max(2),
  }),
  constellations: SectionIntroSchema.extend({ items: z.array(FeatureSchema).length(4) }),
  founderQuote: QuoteSchema,
  finalCall: CallToActionSchema,
});

export type HomeContent = z.infer<typeof HomeContentSchema>;

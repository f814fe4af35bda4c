import { z } from "zod";
import {
  CallToActionSchema,
  FeatureSchema,
  HeroSchema,
  MetaSchema,
  SectionIntroSchema,
  StatSchema,
  StepSchema,
} from "./blocks.ts";

/**
 * A marketing page made only of shared blocks, in the order the content lists them: the shape of
 * the hub pages (The Forge, the AI stack, technology services, the cybersecurity practice).
 */
const LandingSectionSchema = z.discriminatedUnion("kind", [
  SectionIntroSchema.extend({
    kind: z.literal("features"),
    items: z.array(FeatureSchema).min(1),
    columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).optional(),
  }),
  SectionIntroSchema.extend({ kind: z.literal("stats"), stats: z.array(StatSchema).min(1) }),
  SectionIntroSchema.extend({ kind: z.literal("steps"), steps: z.array(StepSchema).length(3) }),
]);

export const LandingPageSchema = z
  .object({
    meta: MetaSchema,
    path: z.string().startsWith("/"),
    hero: HeroSchema,
    sections: z.array(LandingSectionSchema).min(1),
    closing: CallToActionSchema,
  })
  .refine(
    (page) => new Set(page.sections.map((section) => section.id)).size === page.sections.length,
    { error: "section ids are anchors and must be unique" },
  );

export type LandingPage = z.infer<typeof LandingPageSchema>;

import { z } from "zod";
import { CallToActionSchema, HeroSchema, MetaSchema, StepSchema } from "./blocks.ts";
import { FeaturesSectionSchema, SectionBaseSchema, StatsSectionSchema } from "./content-page.ts";

/**
 * A marketing page made only of shared blocks, in the order the content lists them: the shape of
 * the hub pages (The Forge, the AI stack, technology services, the cybersecurity practice). Its
 * sections are page sections of three kinds, drawn by the same template.
 */
const LandingSectionSchema = z.discriminatedUnion("kind", [
  FeaturesSectionSchema,
  StatsSectionSchema,
  SectionBaseSchema.extend({ kind: z.literal("steps"), steps: z.array(StepSchema).length(3) }),
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

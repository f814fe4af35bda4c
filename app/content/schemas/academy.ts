import { z } from "zod";
import {
  CallToActionSchema,
  FeatureSchema,
  HeroSchema,
  LinkSchema,
  MetaSchema,
  SectionIntroSchema,
  StatSchema,
  StepSchema,
} from "./blocks.ts";

export const AcademyContentSchema = z.object({
  meta: MetaSchema,
  hero: HeroSchema,
  /** The apply button: the configured external form, or this in-site link when none is set. */
  apply: z.object({ label: z.string().min(1), fallback: LinkSchema }),
  glance: SectionIntroSchema.extend({ stats: z.array(StatSchema).length(4) }),
  pillars: SectionIntroSchema.extend({ items: z.array(FeatureSchema).length(3) }),
  residency: SectionIntroSchema.extend({
    paragraphs: z.array(z.string().min(1)).min(1),
    steps: z.array(StepSchema).length(3),
  }),
  adaKey: SectionIntroSchema.extend({ items: z.array(FeatureSchema).min(3) }),
  contact: SectionIntroSchema.extend({ text: z.string().min(1) }),
  finalCall: SectionIntroSchema.extend({
    body: z.string().min(1),
    secondary: LinkSchema,
  }),
});

const ModuleSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  /** Weeks. */
  duration: z.number().int().positive(),
  topics: z.array(z.string().min(1)).min(3),
});

export const CurriculumContentSchema = z.object({
  meta: MetaSchema,
  hero: HeroSchema,
  modules: SectionIntroSchema.extend({
    items: z
      .array(ModuleSchema)
      .length(6)
      .refine((modules) => modules.reduce((weeks, m) => weeks + m.duration, 0) === 19, {
        error: "the programme lasts 19 weeks",
      }),
  }),
  projects: SectionIntroSchema.extend({ items: z.array(StepSchema).length(6) }),
  certification: SectionIntroSchema.extend({ items: z.array(z.string().min(1)).length(4) }),
  finalCall: CallToActionSchema,
});

export type AcademyContent = z.infer<typeof AcademyContentSchema>;
export type CurriculumContent = z.infer<typeof CurriculumContentSchema>;

import { z } from "zod";
import { HeroSchema, IconNameSchema, MetaSchema, StepSchema } from "./blocks.ts";

const TierCopySchema = z.object({
  key: z.enum(["team", "executive", "founder"]),
  name: z.string().min(1),
  tagline: z.string().min(1),
  description: z.string().min(1),
  includes: z.array(z.string().min(1)).min(1),
  perks: z.array(z.string().min(1)),
  limited: z.boolean(),
});

export const ConsultationContentSchema = z.object({
  meta: MetaSchema,
  hero: HeroSchema.omit({ actions: true, image: true }),
  tiersTitle: z.string().min(1),
  tiers: z.array(TierCopySchema).length(3),
  areasTitle: z.string().min(1),
  areas: z.array(z.object({ icon: IconNameSchema, title: z.string().min(1) })).length(7),
  availability: z.string().min(1),
  steps: z.array(z.string().min(1)).length(4),
  confirmation: z.object({ title: z.string().min(1), body: z.string().min(1) }),
});

export const ConsultationSuccessContentSchema = z.object({
  meta: MetaSchema,
  title: z.string().min(1),
  lead: z.string().min(1),
  stepsTitle: z.string().min(1),
  steps: z.array(StepSchema).length(3),
  supportTitle: z.string().min(1),
  supportHours: z.string().min(1),
});

export const ConsultationSchedulingContentSchema = z.object({
  meta: MetaSchema,
  title: z.string().min(1),
  lead: z.string().min(1),
  summaryTitle: z.string().min(1),
  confirmedTitle: z.string().min(1),
  confirmedBody: z.string().min(1),
});

export type ConsultationContent = z.infer<typeof ConsultationContentSchema>;
export type ConsultationSuccessContent = z.infer<typeof ConsultationSuccessContentSchema>;
export type ConsultationSchedulingContent = z.infer<typeof ConsultationSchedulingContentSchema>;

import { z } from "zod";
import {
  CallToActionSchema,
  FeatureSchema,
  HeroSchema,
  LinkSchema,
  MetaSchema,
  SectionIntroSchema,
  StatSchema,
} from "./blocks.ts";

/** What the three AI avatar pages share: a back link, a hero and a closing call to action. */
const AvatarPageBase = z.object({
  meta: MetaSchema,
  path: z.string().startsWith("/"),
  backLink: LinkSchema,
  hero: HeroSchema,
  closing: CallToActionSchema,
});

const FeatureSectionSchema = SectionIntroSchema.extend({ items: z.array(FeatureSchema).min(1) });

/** Lines an avatar says, or says about itself, shown as quotations. */
const VoiceLinesSchema = SectionIntroSchema.extend({
  lines: z.array(z.string().min(1)).min(1),
});

const ComparisonTableSchema = SectionIntroSchema.extend({
  caption: z.string().min(1),
  /** The things compared, one column each; the first column holds the row labels. */
  columns: z.array(z.string().min(1)).min(2),
  rows: z.array(z.object({ label: z.string().min(1), values: z.array(z.string().min(1)) })).min(1),
}).refine((table) => table.rows.every((row) => row.values.length === table.columns.length), {
  error: "every row has one value per column",
});

const SyreneAgentSchema = z.object({
  name: z.string().min(1),
  vibe: z.string().min(1),
  function: z.string().min(1),
  iris: z.object({
    name: z.string().min(1),
    /** The colour of the iris swatch, as CSS. */
    color: z.string().regex(/^#[0-9a-f]{6}$/i),
  }),
});

export const SyreneContentSchema = AvatarPageBase.extend({
  capabilities: FeatureSectionSchema,
  audiences: FeatureSectionSchema,
  agents: SectionIntroSchema.extend({
    note: z.string().min(1),
    items: z.array(SyreneAgentSchema).length(6),
  }),
  interactions: SectionIntroSchema.extend({
    items: z
      .array(
        z.object({ agent: z.string().min(1), ask: z.string().min(1), reply: z.string().min(1) }),
      )
      .min(1),
  }),
  visuals: FeatureSectionSchema,
}).refine(
  (page) =>
    page.interactions.items.every((item) =>
      page.agents.items.some((agent) => agent.name === item.agent),
    ),
  { error: "a featured interaction names one of the six agents" },
);

export const SeraphinaContentSchema = AvatarPageBase.extend({
  badges: z.array(z.string().min(1)).length(3),
  stats: z.array(StatSchema).min(1),
  capabilities: SectionIntroSchema.extend({ items: z.array(FeatureSchema).length(4) }),
  voiceLines: VoiceLinesSchema,
  taglines: VoiceLinesSchema,
  explore: FeatureSectionSchema,
  disclaimer: z.string().min(1),
});

export const SyntharaContentSchema = AvatarPageBase.extend({
  identity: FeatureSectionSchema,
  modes: SectionIntroSchema.extend({
    items: z
      .array(
        z.object({ name: z.string().min(1), tagline: z.string().min(1), body: z.string().min(1) }),
      )
      .length(4),
  }),
  taglines: VoiceLinesSchema,
  roasts: VoiceLinesSchema,
  trinity: ComparisonTableSchema,
  security: SectionIntroSchema.extend({
    stats: z.array(StatSchema).min(1),
    items: z.array(FeatureSchema).min(1),
    actions: z.array(LinkSchema).min(1),
    /** The label of the community chat invite, shown only when its address is configured. */
    communityChatLabel: z.string().min(1),
  }),
  techStack: SectionIntroSchema.extend({
    groups: z.array(z.object({ title: z.string().min(1), items: z.array(z.string().min(1)) })),
  }),
});

export type VoiceLines = z.infer<typeof VoiceLinesSchema>;
export type ComparisonTable = z.infer<typeof ComparisonTableSchema>;
export type SyreneAgent = z.infer<typeof SyreneAgentSchema>;
export type SyreneContent = z.infer<typeof SyreneContentSchema>;
export type SeraphinaContent = z.infer<typeof SeraphinaContentSchema>;
export type SyntharaContent = z.infer<typeof SyntharaContentSchema>;

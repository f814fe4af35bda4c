import { z } from "zod";
import { FeatureSchema, HeroSchema, LinkSchema, SectionIntroSchema } from "./blocks.ts";

const PODCAST_PLATFORMS = ["spotify", "apple", "youtube"] as const;

export const StarChroniclesContentSchema = z.object({
  meta: z.object({ title: z.string().min(1), description: z.string().min(20).max(160) }),
  hero: HeroSchema,
  podcast: SectionIntroSchema.extend({
    episodes: z.array(z.object({ title: z.string().min(1), body: z.string().min(1) })).min(1),
    /** Button labels; a platform shows only when its address is configured. */
    platforms: z.record(z.enum(PODCAST_PLATFORMS), z.string().min(1)),
    comingSoon: z.string().min(1),
  }),
  essays: SectionIntroSchema.extend({
    /** Blog post ids shown as essays. */
    postIds: z.array(z.string().min(1)).min(1),
    link: LinkSchema,
  }),
  founder: SectionIntroSchema.extend({
    paragraphs: z.array(z.string().min(1)).min(1),
    signature: z.string().min(1),
    link: LinkSchema,
  }),
  conversation: SectionIntroSchema.extend({
    cards: z.array(FeatureSchema).length(3),
    actions: z.array(LinkSchema).length(3),
  }),
});

export type StarChroniclesContent = z.infer<typeof StarChroniclesContentSchema>;
export type PodcastPlatform = (typeof PODCAST_PLATFORMS)[number];

import { z } from "zod";
import { HeroSchema, IconNameSchema, LinkSchema, SectionIntroSchema } from "./blocks.ts";
import { PageMetaSchema, PageSectionSchema } from "./content-page.ts";

const AnchorSchema = z.string().regex(/^[a-z0-9-]+$/, "an anchor is lower-case words and dashes");

const TeamMemberSchema = z.object({
  id: AnchorSchema,
  name: z.string().min(1),
  role: z.string().min(1),
  description: z.string().min(1),
});

const TeamGroupSchema = z.object({
  id: AnchorSchema,
  name: z.string().min(1),
  description: z.string().min(1),
  members: z.array(TeamMemberSchema).min(1),
});

const FocusAreaSchema = z.object({
  icon: IconNameSchema,
  title: z.string().min(1),
  description: z.string().min(1),
  projects: z.array(z.string().min(1)).min(1),
});

export const TeamsContentSchema = z.object({
  meta: PageMetaSchema,
  backLink: LinkSchema,
  hero: HeroSchema,
  /** Says plainly that the names shown are placeholders, not real people. */
  placeholderNote: z.string().min(1),
  groupsIntro: SectionIntroSchema,
  groups: z.array(TeamGroupSchema).length(6),
  focus: SectionIntroSchema.extend({ areas: z.array(FocusAreaSchema).length(4) }),
  join: SectionIntroSchema.extend({ actions: z.array(LinkSchema).length(3) }),
});

const BridgeViewSchema = z.object({
  id: z.enum(["enterprise", "leaders"]),
  label: z.string().min(1),
  summary: z.string().min(1),
  sections: z.array(PageSectionSchema).min(1),
});

export const StarshipBridgeContentSchema = z.object({
  meta: PageMetaSchema,
  hero: HeroSchema,
  toggleLabel: z.string().min(1),
  views: z
    .tuple([BridgeViewSchema, BridgeViewSchema])
    .refine(([first, second]) => first.id === "enterprise" && second.id === "leaders", {
      message: "the Enterprise Partners view comes first, then Internal Leaders",
    }),
});

export type TeamsContent = z.infer<typeof TeamsContentSchema>;
export type BridgeView = z.infer<typeof BridgeViewSchema>;
export type StarshipBridgeContent = z.infer<typeof StarshipBridgeContentSchema>;

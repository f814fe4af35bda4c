import { z } from "zod";
import { ROLES } from "#app/lib/domain.ts";
import { IconNameSchema, LinkSchema } from "./blocks.ts";

const TileSchema = z.object({
  label: z.string().min(1),
  /** A figure key the loader fills with a real number, or a fixed sample value. */
  figure: z.union([z.object({ key: z.string().min(1) }), z.object({ sample: z.string().min(1) })]),
  note: z.string().min(1),
});

const RolePanelSchema = z.object({
  title: z.string().min(1),
  intro: z.string().min(1),
  tiles: z.array(TileSchema).min(1),
  links: z.array(LinkSchema).min(1),
});

export const DashboardContentSchema = z.object({
  quickActions: z.array(LinkSchema.extend({ icon: IconNameSchema })).length(6),
  personalSpace: z.array(LinkSchema.extend({ description: z.string().min(1) })).length(3),
  adminControls: z.array(LinkSchema).length(4),
  panels: z.record(z.enum(ROLES), RolePanelSchema),
});

export type DashboardContent = z.infer<typeof DashboardContentSchema>;
export type DashboardTile = z.infer<typeof TileSchema>;

import { z } from "zod";
import { ROLES } from "#app/lib/domain.ts";

export const RoleSwitchSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("switch-role"),
    role: z.enum(ROLES, { error: "Please choose a role to preview" }),
  }),
  z.object({ intent: z.literal("clear-role-switch") }),
]);

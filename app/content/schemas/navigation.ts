import { z } from "zod";
import { LinkSchema } from "./blocks.ts";

export const NavigationSchemas = {
  primaryNav: z.array(LinkSchema).length(8),
  accountMenuLinks: z.array(LinkSchema).length(5),
  requestAccessLink: LinkSchema,
  footerColumns: z.array(z.object({ title: z.string().min(1), links: z.array(LinkSchema).min(1) })),
  legalLinks: z.array(LinkSchema).min(1),
  footerTagline: z.string().min(1),
};

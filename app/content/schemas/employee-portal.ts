import { z } from "zod";
import { IconNameSchema, InternalHrefSchema } from "./blocks.ts";

const PortalManagerSchema = z.object({
  /** Posted by the request form; stable so a stored request still names the right person. */
  id: z.string().regex(/^[a-z0-9-]+$/, "ids are lowercase words joined by hyphens"),
  name: z.string().min(1),
  title: z.string().min(1),
  /** The part before the @: the company domain comes from configuration. */
  emailLocalPart: z.string().regex(/^[a-z0-9]+(\.[a-z0-9]+)*$/, "a plain local part such as a.b"),
  busy: z.boolean(),
});

const PortalMeetingSchema = z.object({
  title: z.string().min(1),
  schedule: z.string().min(1),
  location: z.string().min(1),
});

const PortalQuickLinkSchema = z.object({
  label: z.string().min(1),
  // Only pages of this site: an employee should never be sent somewhere unexpected.
  href: InternalHrefSchema,
  description: z.string().min(1),
  icon: IconNameSchema,
});

const unique = <T>(items: T[], key: (item: T) => string) =>
  new Set(items.map(key)).size === items.length;

export const EmployeePortalContentSchema = z.object({
  quickLinks: z.array(PortalQuickLinkSchema).min(1),
  meetings: z.array(PortalMeetingSchema).min(1),
  managers: z
    .array(PortalManagerSchema)
    .min(2)
    .refine((managers) => unique(managers, (manager) => manager.id), "manager ids must be unique")
    .refine(
      (managers) => unique(managers, (manager) => manager.emailLocalPart),
      "manager e-mail addresses must be unique",
    )
    .refine(
      (managers) => managers.some((manager) => !manager.busy),
      "at least one manager must be available",
    ),
});

export type EmployeePortalContent = z.infer<typeof EmployeePortalContentSchema>;

import { z } from "zod";
import { HeroSchema, IconNameSchema, LinkSchema, MetaSchema } from "./blocks.ts";

/** The top of a form page: where "back" goes, the h1 and a lead. */
const FormPageIntroSchema = z.object({
  back: LinkSchema,
  eyebrow: z.string().min(1),
  title: z.string().min(1),
  lead: z.string().min(1),
});

/** A form page's own path: its canonical URL, its site-search entry and where its form posts. */
const FormPathSchema = z.string().regex(/^\/[a-z-]+$/);

/** What every form page but contact has: its meta, its path and the intro with the one h1. */
const FormPageSchema = z.object({
  meta: MetaSchema,
  path: FormPathSchema,
  intro: FormPageIntroSchema,
});

const QuestionSchema = z.object({ question: z.string().min(1), answer: z.string().min(1) });

export const ContactContentSchema = z.object({
  meta: MetaSchema,
  path: FormPathSchema,
  hero: HeroSchema,
  chooser: z.object({ title: z.string().min(1), lead: z.string().min(1) }),
  inquiries: z
    .array(
      z.object({
        id: z.enum(["general", "partnership", "press"]),
        icon: IconNameSchema,
        title: z.string().min(1),
        body: z.string().min(1),
        formTitle: z.string().min(1),
        submitLabel: z.string().min(1),
      }),
    )
    .length(3),
  faq: z.object({ title: z.string().min(1), questions: z.array(QuestionSchema).length(4) }),
  received: z.object({ title: z.string().min(1), body: z.string().min(1), urgent: z.string() }),
});

export const NewsletterContentSchema = FormPageSchema.extend({
  benefits: z.array(z.object({ icon: IconNameSchema, title: z.string(), body: z.string() })),
  links: z.array(LinkSchema).min(1),
});

export const ChronicleContentSchema = FormPageSchema.extend({
  guidelines: z.object({ title: z.string().min(1), items: z.array(z.string().min(1)).min(3) }),
  contact: z.object({ text: z.string().min(1), link: LinkSchema }),
});

export const PartnershipContentSchema = FormPageSchema.extend({
  received: z.object({
    title: z.string().min(1),
    body: z.string().min(1),
    links: z.array(LinkSchema).length(2),
  }),
});

export const SimpleFormContentSchema = FormPageSchema;

export type ContactContent = z.infer<typeof ContactContentSchema>;
export type NewsletterContent = z.infer<typeof NewsletterContentSchema>;
export type ChronicleContent = z.infer<typeof ChronicleContentSchema>;
export type PartnershipContent = z.infer<typeof PartnershipContentSchema>;
export type SimpleFormContent = z.infer<typeof SimpleFormContentSchema>;
export type FormPage = z.infer<typeof FormPageSchema>;

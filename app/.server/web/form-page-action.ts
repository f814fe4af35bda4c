import type { z } from "zod";
import type { AppServices } from "#app/.server/services.ts";
import type { LimitedAction } from "#app/.server/web/rate-limit.ts";
import { handleFormPost, submittedPath } from "./handle-form.ts";

type FormPage<Schema extends z.ZodType> = {
  /** The page's own path: a success lands back on it with the submitted flag. */
  path: string;
  schema: Schema;
  /** The form's entry in RATE_LIMITS. */
  limit: LimitedAction;
  /** The name of the schema's honeypot field. */
  honeypot: keyof z.output<Schema> & string;
  save: (value: z.output<Schema>, services: AppServices) => Promise<void>;
  /** When given, the team gets a mail (pointing at the admin inbox) after the value is stored. */
  notify?: { subject: string; type: string };
};

/**
 * The action of a page that is one public form and shows its success state on its own path: the
 * pages differ only in what they store and whom they tell, so each names just that.
 */
export function formPageAction<Schema extends z.ZodType>(page: FormPage<Schema>) {
  return ({ request, context }: { request: Request; context: { services: AppServices } }) =>
    handleFormPost({
      request,
      services: context.services,
      schema: page.schema,
      limit: page.limit,
      honeypot: page.honeypot,
      save: (value) => page.save(value, context.services),
      notify: page.notify,
      successPath: submittedPath(page.path),
    });
}

import { saveChronicle } from "#app/.server/submissions/save.ts";
import { formPageAction } from "#app/.server/web/form-page-action.ts";
import { submittedLoader } from "#app/.server/web/handle-form.ts";
import { RATE_LIMITS } from "#app/.server/web/rate-limit-rules.ts";
import { EmailField, Field, SelectField, TextareaField } from "#app/components/forms/fields.tsx";
import { FormPage, PublicForm, SuccessNotice } from "#app/components/forms/public-form.tsx";
import { useFormPage } from "#app/components/forms/use-form-page.ts";
import { textLinkClass } from "#app/components/ui/button-styles.ts";
import { chronicleContent as content } from "#app/content/forms.ts";
import { FAILURE_MESSAGES } from "#app/lib/failure-messages.ts";
import { Link } from "#app/lib/links.tsx";
import { guardedClientAction, keepDataAfterFailure } from "#app/lib/request-failure.ts";
import { loadedPageMeta } from "#app/lib/seo/meta.ts";
import { ChronicleSchema } from "#app/schemas/chronicle.ts";
import {
  ALL_REQUIRED,
  CHRONICLE_CATEGORIES,
  CHRONICLE_SUCCESS,
} from "#app/schemas/form-choices.ts";
import type { Route } from "./+types/chronicle";

export const loader = submittedLoader;

export const action = formPageAction({
  path: content.path,
  schema: ChronicleSchema,
  limit: RATE_LIMITS.chronicleForm,
  honeypot: "website",
  save: (value, services) => saveChronicle(services.db, value),
  notify: { subject: "New chronicle submission", type: "chronicle" },
});

/** In the browser: a request that fails on the way keeps the form, with what was typed, and says so. */
export const clientAction = guardedClientAction<Route.ClientActionArgs>(FAILURE_MESSAGES.chronicle);

export const shouldRevalidate = keepDataAfterFailure;

/** The schema is fetched when the visitor starts on the form, not with the page. */
const loadChronicleSchema = () =>
  import("#app/schemas/chronicle.ts").then((module) => module.ChronicleSchema);

export default function SubmitChroniclePage({ loaderData, actionData }: Route.ComponentProps) {
  const { form, fields, succeeded, errors, required } = useFormPage(loadChronicleSchema, {
    id: "chronicle",
    loaderData,
    actionData,
    summary: { required: ["name", "email", "title", "story"], message: ALL_REQUIRED },
  });
  return (
    <FormPage intro={content.intro} wide>
      <div className="grid gap-10 lg:grid-cols-[1fr_18rem]">
        <div className="space-y-6">
          {succeeded ? <SuccessNotice>{CHRONICLE_SUCCESS}</SuccessNotice> : null}
          <PublicForm
            form={form}
            action={content.path}
            aria-label="Chronicle submission"
            errors={errors}
            submitLabel="Submit Chronicle"
          >
            <div className="grid gap-5 sm:grid-cols-2">
              <Field field={fields.name} label="Your Name" autoComplete="name" {...required} />
              <EmailField field={fields.email} {...required} />
            </div>
            <Field field={fields.title} label="Chronicle Title" {...required} />
            <SelectField
              field={fields.category}
              label="Category"
              placeholder="Select a category"
              options={CHRONICLE_CATEGORIES}
            />
            <TextareaField
              field={fields.story}
              label="Your Story"
              rows={8}
              {...required}
              placeholder="Tell us your journey..."
              textareaClassName="min-h-[200px]"
            />
            <TextareaField
              field={fields.achievements}
              label="Key Achievements (optional)"
              rows={3}
            />
          </PublicForm>
        </div>
        <aside aria-labelledby="guidelines-title" className="space-y-6">
          <div className="rounded-2xl border bg-card p-6">
            <h2 id="guidelines-title" className="font-display text-xl font-semibold">
              {content.guidelines.title}
            </h2>
            <ul className="mt-4 list-disc space-y-2 pl-5 text-sm text-muted-foreground">
              {content.guidelines.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <p className="text-sm text-muted-foreground">
            {content.contact.text}{" "}
            <Link to={content.contact.link.href} className={textLinkClass}>
              {content.contact.link.label}
            </Link>
          </p>
        </aside>
      </div>
    </FormPage>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => loadedPageMeta(matches, content);

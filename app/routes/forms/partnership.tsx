import { savePartnershipRequest } from "#app/.server/submissions/save.ts";
import { formPageAction } from "#app/.server/web/form-page-action.ts";
import { submittedLoader } from "#app/.server/web/handle-form.ts";
import { RATE_LIMITS } from "#app/.server/web/rate-limit-rules.ts";
import {
  EmailField,
  Field,
  PhoneField,
  SelectField,
  TextareaField,
} from "#app/components/forms/fields.tsx";
import { FormPage, PublicForm } from "#app/components/forms/public-form.tsx";
import { useFormPage } from "#app/components/forms/use-form-page.ts";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { SpriteIcon } from "#app/components/ui/sprite-icon.tsx";
import { partnershipContent as content } from "#app/content/forms.ts";
import { FAILURE_MESSAGES } from "#app/lib/failure-messages.ts";
import { Link } from "#app/lib/links.tsx";
import { guardedClientAction, keepDataAfterFailure } from "#app/lib/request-failure.ts";
import { loadedPageMeta } from "#app/lib/seo/meta.ts";
import {
  PARTNERSHIP_BUDGETS,
  PARTNERSHIP_INDUSTRIES,
  PARTNERSHIP_MISSING,
  PARTNERSHIP_TIMELINES,
  PARTNERSHIP_TYPES,
} from "#app/schemas/form-choices.ts";
import { PartnershipSchema } from "#app/schemas/partnership.ts";
import type { Route } from "./+types/partnership";

export const loader = submittedLoader;

export const action = formPageAction({
  path: content.path,
  schema: PartnershipSchema,
  limit: RATE_LIMITS.partnershipForm,
  honeypot: "homepage",
  save: (value, services) => savePartnershipRequest(services.db, value),
  notify: { subject: "New partnership request", type: "partnership" },
});

/** In the browser: a request that fails on the way keeps the form, with what was typed, and says so. */
export const clientAction = guardedClientAction<Route.ClientActionArgs>(
  FAILURE_MESSAGES.partnership,
);

export const shouldRevalidate = keepDataAfterFailure;

function Received() {
  return (
    <section
      role="status"
      aria-labelledby="received-title"
      className="space-y-4 rounded-2xl border border-primary/40 bg-card p-8 text-center"
    >
      <SpriteIcon name="circle-check" className="mx-auto size-10 text-primary" />
      <h2 id="received-title" className="font-display text-2xl font-semibold">
        {content.received.title}
      </h2>
      <p className="text-muted-foreground">{content.received.body}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {content.received.links.map((link, index) => (
          <Link
            key={link.href}
            to={link.href}
            className={buttonClass({ variant: index === 0 ? "primary" : "outline" })}
          >
            {link.label}
          </Link>
        ))}
      </div>
    </section>
  );
}

/** The schema is fetched when the visitor starts on the form, not with the page. */
const loadPartnershipSchema = () =>
  import("#app/schemas/partnership.ts").then((module) => module.PartnershipSchema);

export default function PartnershipFormPage({ loaderData, actionData }: Route.ComponentProps) {
  const { form, fields, succeeded, errors, required } = useFormPage(loadPartnershipSchema, {
    id: "partnership",
    loaderData,
    actionData,
    hidesFormOnSuccess: true,
    summary: {
      required: ["companyName", "contactName", "email", "partnershipType"],
      message: PARTNERSHIP_MISSING,
    },
  });
  return (
    <FormPage intro={content.intro}>
      {succeeded ? (
        <Received />
      ) : (
        <PublicForm
          form={form}
          action={content.path}
          aria-label="Partnership request"
          honeypot="homepage"
          errors={errors}
          submitLabel="Submit Partnership Request"
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <Field
              field={fields.companyName}
              label="Company Name"
              autoComplete="organization"
              {...required}
            />
            <Field
              field={fields.contactName}
              label="Contact Name"
              autoComplete="name"
              {...required}
            />
            <EmailField field={fields.email} {...required} />
            <PhoneField field={fields.phone} />
            <Field
              field={fields.website}
              label="Website"
              type="url"
              autoComplete="url"
              placeholder="https://"
            />
            <SelectField
              field={fields.partnershipType}
              label="Partnership Type"
              placeholder="Select a partnership type"
              options={PARTNERSHIP_TYPES}
              {...required}
            />
            <SelectField
              field={fields.industry}
              label="Industry"
              placeholder="Select an industry"
              options={PARTNERSHIP_INDUSTRIES}
            />
            <SelectField
              field={fields.timeline}
              label="Timeline"
              placeholder="Select a timeline"
              options={PARTNERSHIP_TIMELINES}
            />
            <SelectField
              field={fields.budget}
              label="Budget Range"
              placeholder="Select a budget range"
              options={PARTNERSHIP_BUDGETS}
            />
          </div>
          <TextareaField field={fields.projectDescription} label="Project Description" rows={4} />
          <TextareaField field={fields.goals} label="Partnership Goals" rows={3} />
        </PublicForm>
      )}
    </FormPage>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => loadedPageMeta(matches, content);

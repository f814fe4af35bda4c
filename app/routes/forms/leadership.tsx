import { saveLeadershipApplication } from "#app/.server/submissions/save.ts";
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
import { FormPage, PublicForm, SuccessNotice } from "#app/components/forms/public-form.tsx";
import { useFormPage } from "#app/components/forms/use-form-page.ts";
import { leadershipContent as content } from "#app/content/forms.ts";
import { FAILURE_MESSAGES } from "#app/lib/failure-messages.ts";
import { guardedClientAction, keepDataAfterFailure } from "#app/lib/request-failure.ts";
import { loadedPageMeta } from "#app/lib/seo/meta.ts";
import {
  ALL_REQUIRED,
  LEADERSHIP_AVAILABILITY,
  LEADERSHIP_ROLES,
  LEADERSHIP_SUCCESS,
} from "#app/schemas/form-choices.ts";
import { LeadershipSchema } from "#app/schemas/leadership.ts";
import type { Route } from "./+types/leadership";

export const loader = submittedLoader;

export const action = formPageAction({
  path: content.path,
  schema: LeadershipSchema,
  limit: RATE_LIMITS.leadershipForm,
  honeypot: "website",
  save: (value, services) => saveLeadershipApplication(services.db, value),
  notify: { subject: "New leadership application", type: "leadership" },
});

/** In the browser: a request that fails on the way keeps the form, with what was typed, and says so. */
export const clientAction = guardedClientAction<Route.ClientActionArgs>(
  FAILURE_MESSAGES.leadership,
);

export const shouldRevalidate = keepDataAfterFailure;

/** The schema is fetched when the visitor starts on the form, not with the page. */
const loadLeadershipSchema = () =>
  import("#app/schemas/leadership.ts").then((module) => module.LeadershipSchema);

export default function LeadershipApplicationPage({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const { form, fields, succeeded, errors, required } = useFormPage(loadLeadershipSchema, {
    id: "leadership",
    loaderData,
    actionData,
    summary: {
      required: ["firstName", "lastName", "email", "leadershipRole"],
      message: ALL_REQUIRED,
    },
  });
  return (
    <FormPage intro={content.intro}>
      {succeeded ? <SuccessNotice>{LEADERSHIP_SUCCESS}</SuccessNotice> : null}
      <PublicForm
        form={form}
        action={content.path}
        aria-label="Leadership application"
        errors={errors}
        submitLabel="Submit Application"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            field={fields.firstName}
            label="First Name"
            autoComplete="given-name"
            {...required}
          />
          <Field
            field={fields.lastName}
            label="Last Name"
            autoComplete="family-name"
            {...required}
          />
          <EmailField field={fields.email} {...required} />
          <PhoneField field={fields.phone} />
          <Field
            field={fields.currentRole}
            label="Current Role"
            autoComplete="organization-title"
          />
          <Field field={fields.company} label="Company" autoComplete="organization" />
          <SelectField
            field={fields.leadershipRole}
            label="Preferred Leadership Role"
            placeholder="Select a role"
            options={LEADERSHIP_ROLES}
            {...required}
          />
          <SelectField
            field={fields.availability}
            label="Availability"
            placeholder="Select your availability"
            options={LEADERSHIP_AVAILABILITY}
          />
        </div>
        <TextareaField field={fields.experience} label="Leadership Experience" rows={4} />
        <TextareaField
          field={fields.motivation}
          label="Why do you want to lead with us?"
          rows={4}
        />
        <TextareaField field={fields.skills} label="Key Skills" rows={3} />
        <Field
          field={fields.portfolio}
          label="Portfolio / LinkedIn URL"
          type="url"
          placeholder="https://"
        />
      </PublicForm>
    </FormPage>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => loadedPageMeta(matches, content);

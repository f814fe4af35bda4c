import { submitNomination } from "#app/.server/submissions/nominations.ts";
import { formPageAction } from "#app/.server/web/form-page-action.ts";
import { submittedLoader } from "#app/.server/web/handle-form.ts";
import { RATE_LIMITS } from "#app/.server/web/rate-limit-rules.ts";
import { EmailField, Field, SelectField, TextareaField } from "#app/components/forms/fields.tsx";
import { FormPage, PublicForm, SuccessNotice } from "#app/components/forms/public-form.tsx";
import { useFormPage } from "#app/components/forms/use-form-page.ts";
import { nominationContent as content } from "#app/content/forms.ts";
import { guardedClientAction, keepDataAfterFailure } from "#app/lib/request-failure.ts";
import { loadedPageMeta } from "#app/lib/seo/meta.ts";
import {
  NOMINATION_CATEGORIES,
  NOMINATION_FAILURE,
  NOMINATION_SUCCESS,
} from "#app/schemas/form-choices.ts";
import { NominationSchema } from "#app/schemas/nomination.ts";
import type { Route } from "./+types/nomination";

const CATEGORY_OPTIONS = NOMINATION_CATEGORIES.map((category) => ({
  value: category,
  label: category,
}));

/** submittedAt is when the visitor pressed the button, not when the server got round to it. */
function stampSubmittedAt(element: HTMLFormElement) {
  const stamp = element.elements.namedItem("submittedAt");
  if (stamp instanceof HTMLInputElement) stamp.value = new Date().toISOString();
}

export const loader = submittedLoader;

export const action = formPageAction({
  path: content.path,
  schema: NominationSchema,
  limit: RATE_LIMITS.nominationForm,
  honeypot: "website",
  // The JSON endpoint stores and notifies the same way, so both go through submitNomination.
  save: (value, services) => submitNomination(services, value),
});

/** In the browser: a request that fails on the way keeps the form, with what was typed, and says so. */
export const clientAction = guardedClientAction<Route.ClientActionArgs>(NOMINATION_FAILURE);

export const shouldRevalidate = keepDataAfterFailure;

/** The schema is fetched when the visitor starts on the form, not with the page. */
const loadNominationSchema = () =>
  import("#app/schemas/nomination.ts").then((module) => module.NominationSchema);

export default function RisingStarNominationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { form, fields, succeeded } = useFormPage(loadNominationSchema, {
    id: "nomination",
    loaderData,
    actionData,
  });
  // A refusal that is not about a field (the rate limit) is the document's failure message.
  const failed = (form.errors?.length ?? 0) > 0;
  return (
    <FormPage intro={content.intro}>
      {succeeded ? <SuccessNotice>{NOMINATION_SUCCESS}</SuccessNotice> : null}
      <PublicForm
        form={form}
        action={content.path}
        beforeSubmit={stampSubmittedAt}
        aria-label="Rising Star nomination"
        className="space-y-8 rounded-2xl border bg-card p-6 sm:p-8"
        before={<input type="hidden" name="submittedAt" />}
        errors={failed ? [NOMINATION_FAILURE] : undefined}
        submitLabel="Submit Nomination"
        busyLabel="Submitting Nomination..."
      >
        <fieldset className="space-y-5">
          <legend className="font-display text-xl font-semibold">About the nominee</legend>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field field={fields.nomineeName} label="Nominee Name" required />
            <Field field={fields.nomineeEmail} label="Nominee Email" type="email" required />
            <Field field={fields.nomineeCompany} label="Company / Organization" />
            <Field field={fields.nomineeRole} label="Role / Title" />
          </div>
          <SelectField
            field={fields.category}
            label="Nomination Category"
            placeholder="Select a category"
            options={CATEGORY_OPTIONS}
            required
          />
        </fieldset>
        <fieldset className="space-y-5">
          <legend className="font-display text-xl font-semibold">About you</legend>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field field={fields.nominatorName} label="Your Name" autoComplete="name" required />
            <EmailField field={fields.nominatorEmail} label="Your Email" required />
          </div>
          <Field field={fields.nominatorRelation} label="Relationship to Nominee" />
        </fieldset>
        <fieldset className="space-y-5">
          <legend className="font-display text-xl font-semibold">The nomination</legend>
          <TextareaField field={fields.achievements} label="Key Achievements" rows={4} required />
          <TextareaField
            field={fields.why}
            label="Why They Deserve Recognition"
            rows={4}
            required
          />
          <TextareaField field={fields.impact} label="Impact and Leadership" rows={4} required />
          <TextareaField field={fields.additionalInfo} label="Additional Information" rows={3} />
        </fieldset>
      </PublicForm>
    </FormPage>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => loadedPageMeta(matches, content);

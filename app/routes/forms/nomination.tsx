import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { CheckCircle2 } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { handleFormPost } from "#app/.server/submissions/handle-form.ts";
import { submitNomination } from "#app/.server/submissions/nominations.ts";
import {
  FormPageIntro,
  Honeypot,
  InputField,
  SelectField,
  TextareaField,
  useResetAfterSuccess,
} from "#app/components/forms/fields.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { FormErrors } from "#app/components/ui/field.tsx";
import { nominationContent as content } from "#app/content/forms.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import {
  NOMINATION_CATEGORIES,
  NOMINATION_FAILURE,
  NOMINATION_SUCCESS,
  NominationSchema,
} from "#app/schemas/nomination.ts";
import type { Route } from "./+types/nomination";

const CATEGORY_OPTIONS = NOMINATION_CATEGORIES.map((category) => ({
  value: category,
  label: category,
}));

export async function loader({ request }: Route.LoaderArgs) {
  return { submitted: new URL(request.url).searchParams.get("submitted") === "1" };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleFormPost({
    request,
    services: context.services,
    schema: NominationSchema,
    bucket: "nomination-form",
    honeypot: "website",
    save: (value) => submitNomination(context.services, value),
    successPath: "/rising-star-nomination?submitted=1",
  });
}

export default function RisingStarNominationPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "nomination",
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: NominationSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  useResetAfterSuccess(form, loaderData.submitted && !actionData);
  // A refusal that is not about a field (the rate limit) is the document's failure message.
  const failed = (form.errors?.length ?? 0) > 0;
  const submitting = navigation.state === "submitting";
  return (
    <div className="mx-auto max-w-3xl space-y-10 px-4 pt-28 pb-20">
      <FormPageIntro intro={content.intro} />
      {loaderData.submitted && !actionData ? (
        <p role="status" className="flex gap-2 rounded-xl border border-primary/40 bg-card p-4">
          <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
          {NOMINATION_SUCCESS}
        </p>
      ) : null}
      <Form
        method="post"
        action="/rising-star-nomination"
        {...getFormProps(form)}
        onSubmit={(event) => {
          // submittedAt is the moment the visitor pressed the button (section 3).
          const stamp = event.currentTarget.elements.namedItem("submittedAt");
          if (stamp instanceof HTMLInputElement) stamp.value = new Date().toISOString();
          form.onSubmit(event);
        }}
        aria-label="Rising Star nomination"
        className="space-y-8 rounded-2xl border bg-card p-6 sm:p-8"
      >
        <Honeypot />
        <input type="hidden" name="submittedAt" />
        <FormErrors id={form.errorId} errors={failed ? [NOMINATION_FAILURE] : undefined} />
        <fieldset className="space-y-5">
          <legend className="font-display text-xl font-semibold">About the nominee</legend>
          <div className="grid gap-5 sm:grid-cols-2">
            <InputField field={fields.nomineeName} label="Nominee Name" required />
            <InputField field={fields.nomineeEmail} label="Nominee Email" type="email" required />
            <InputField field={fields.nomineeCompany} label="Company / Organization" />
            <InputField field={fields.nomineeRole} label="Role / Title" />
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
            <InputField
              field={fields.nominatorName}
              label="Your Name"
              autoComplete="name"
              required
            />
            <InputField
              field={fields.nominatorEmail}
              label="Your Email"
              type="email"
              autoComplete="email"
              required
            />
          </div>
          <InputField field={fields.nominatorRelation} label="Relationship to Nominee" />
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
        <button type="submit" disabled={submitting} className={buttonClass()}>
          {submitting ? "Submitting Nomination..." : "Submit Nomination"}
        </button>
      </Form>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: content.meta.title,
    description: content.meta.description,
    path: "/rising-star-nomination",
  });

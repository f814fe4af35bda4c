import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { CheckCircle2 } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { handleFormPost } from "#app/.server/submissions/handle-form.ts";
import { notifyTeam } from "#app/.server/submissions/notify.ts";
import { saveLeadershipApplication } from "#app/.server/submissions/save.ts";
import {
  FormPageIntro,
  Honeypot,
  InputField,
  SelectField,
  summaryErrors,
  TextareaField,
  useResetAfterSuccess,
} from "#app/components/forms/fields.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { FormErrors } from "#app/components/ui/field.tsx";
import { leadershipContent as content } from "#app/content/forms.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import {
  LEADERSHIP_AVAILABILITY,
  LEADERSHIP_REQUIRED,
  LEADERSHIP_ROLES,
  LEADERSHIP_SUCCESS,
  LeadershipSchema,
} from "#app/schemas/leadership.ts";
import type { Route } from "./+types/leadership";

export async function loader({ request }: Route.LoaderArgs) {
  return { submitted: new URL(request.url).searchParams.get("submitted") === "1" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  return handleFormPost({
    request,
    services,
    schema: LeadershipSchema,
    bucket: "leadership-form",
    honeypot: "website",
    save: async (value) => {
      await saveLeadershipApplication(services.db, value);
      await notifyTeam(services, { subject: "New leadership application", type: "leadership" });
    },
    successPath: "/leadership-application?submitted=1",
  });
}

export default function LeadershipApplicationPage({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "leadership",
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LeadershipSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  useResetAfterSuccess(form, loaderData.submitted && !actionData);
  const errors = summaryErrors(
    form.errors,
    [
      fields.firstName.errors,
      fields.lastName.errors,
      fields.email.errors,
      fields.leadershipRole.errors,
    ],
    LEADERSHIP_REQUIRED,
  );
  const submitting = navigation.state === "submitting";
  const required = { required: true, summary: LEADERSHIP_REQUIRED } as const;
  return (
    <div className="mx-auto max-w-3xl space-y-10 px-4 pt-28 pb-20">
      <FormPageIntro intro={content.intro} />
      {loaderData.submitted && !actionData ? (
        <p role="status" className="flex gap-2 rounded-xl border border-primary/40 bg-card p-4">
          <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
          {LEADERSHIP_SUCCESS}
        </p>
      ) : null}
      <Form
        method="post"
        action="/leadership-application"
        {...getFormProps(form)}
        aria-label="Leadership application"
        className="space-y-5 rounded-2xl border bg-card p-6 sm:p-8"
      >
        <Honeypot />
        <FormErrors id={form.errorId} errors={errors} />
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField
            field={fields.firstName}
            label="First Name"
            autoComplete="given-name"
            {...required}
          />
          <InputField
            field={fields.lastName}
            label="Last Name"
            autoComplete="family-name"
            {...required}
          />
          <InputField
            field={fields.email}
            label="Email"
            type="email"
            autoComplete="email"
            {...required}
          />
          <InputField field={fields.phone} label="Phone" type="tel" autoComplete="tel" />
          <InputField
            field={fields.currentRole}
            label="Current Role"
            autoComplete="organization-title"
          />
          <InputField field={fields.company} label="Company" autoComplete="organization" />
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
        <InputField
          field={fields.portfolio}
          label="Portfolio / LinkedIn URL"
          type="url"
          placeholder="https://"
        />
        <button type="submit" disabled={submitting} className={buttonClass()}>
          {submitting ? "Submitting..." : "Submit Application"}
        </button>
      </Form>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: content.meta.title,
    description: content.meta.description,
    path: "/leadership-application",
  });

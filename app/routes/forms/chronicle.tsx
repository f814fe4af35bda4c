import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { CheckCircle2 } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { handleFormPost } from "#app/.server/submissions/handle-form.ts";
import { notifyTeam } from "#app/.server/submissions/notify.ts";
import { saveChronicle } from "#app/.server/submissions/save.ts";
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
import { chronicleContent as content } from "#app/content/forms.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import {
  CHRONICLE_CATEGORIES,
  CHRONICLE_REQUIRED,
  CHRONICLE_SUCCESS,
  ChronicleSchema,
} from "#app/schemas/chronicle.ts";
import type { Route } from "./+types/chronicle";

export async function loader({ request }: Route.LoaderArgs) {
  return { submitted: new URL(request.url).searchParams.get("submitted") === "1" };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleFormPost({
    request,
    services: context.services,
    schema: ChronicleSchema,
    bucket: "chronicle-form",
    honeypot: "website",
    save: async (value) => {
      await saveChronicle(context.services.db, value);
      await notifyTeam(context.services, {
        subject: "New chronicle submission",
        type: "chronicle",
      });
    },
    successPath: "/submit-chronicle?submitted=1",
  });
}

export default function SubmitChroniclePage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "chronicle",
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ChronicleSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  useResetAfterSuccess(form, loaderData.submitted && !actionData);
  const errors = summaryErrors(
    form.errors,
    [fields.name.errors, fields.email.errors, fields.title.errors, fields.story.errors],
    CHRONICLE_REQUIRED,
  );
  const submitting = navigation.state === "submitting";
  return (
    <div className="mx-auto max-w-5xl space-y-10 px-4 pt-28 pb-20">
      <FormPageIntro intro={content.intro} />
      <div className="grid gap-10 lg:grid-cols-[1fr_18rem]">
        <div className="space-y-6">
          {loaderData.submitted && !actionData ? (
            <p role="status" className="flex gap-2 rounded-xl border border-primary/40 bg-card p-4">
              <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
              {CHRONICLE_SUCCESS}
            </p>
          ) : null}
          <Form
            method="post"
            action="/submit-chronicle"
            {...getFormProps(form)}
            aria-label="Chronicle submission"
            className="space-y-5 rounded-2xl border bg-card p-6 sm:p-8"
          >
            <Honeypot />
            <FormErrors id={form.errorId} errors={errors} />
            <div className="grid gap-5 sm:grid-cols-2">
              <InputField
                field={fields.name}
                label="Your Name"
                autoComplete="name"
                required
                summary={CHRONICLE_REQUIRED}
              />
              <InputField
                field={fields.email}
                label="Email"
                type="email"
                autoComplete="email"
                required
                summary={CHRONICLE_REQUIRED}
              />
            </div>
            <InputField
              field={fields.title}
              label="Chronicle Title"
              required
              summary={CHRONICLE_REQUIRED}
            />
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
              required
              summary={CHRONICLE_REQUIRED}
              placeholder="Tell us your journey..."
              textareaClassName="min-h-[200px]"
            />
            <TextareaField
              field={fields.achievements}
              label="Key Achievements (optional)"
              rows={3}
            />
            <button type="submit" disabled={submitting} className={buttonClass()}>
              {submitting ? "Submitting..." : "Submit Chronicle"}
            </button>
          </Form>
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
            <Link
              to={content.contact.link.href}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {content.contact.link.label}
            </Link>
          </p>
        </aside>
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: content.meta.title,
    description: content.meta.description,
    path: "/submit-chronicle",
  });

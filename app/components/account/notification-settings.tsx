import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { CheckboxField } from "#app/components/forms/fields.tsx";
import { useDeferredSchemaForm } from "#app/components/forms/use-deferred-schema-form.ts";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { Form } from "#app/lib/links.tsx";
import { PushControl } from "./push-control.tsx";

const loadEmailNotificationsSchema = () =>
  import("#app/schemas/notifications.ts").then((module) => module.EmailNotificationsSchema);

type Choices = { activityEmails: boolean; siteSendsEmail: boolean; pushKey: string | null };

/** The profile's notification choices: activity e-mail, and push in this browser. */
export function NotificationSettings(props: {
  choices: Choices;
  lastResult: SubmissionResult<string[]> | null;
}) {
  const { choices } = props;
  const [form, fields] = useDeferredSchemaForm(loadEmailNotificationsSchema, {
    id: "email-notifications",
    lastResult: props.lastResult,
    validateOn: "onSubmit",
    defaultValue: { activityEmails: choices.activityEmails ? "on" : undefined },
  });
  return (
    <section
      aria-labelledby="notifications-title"
      className="space-y-5 rounded-2xl border bg-card p-6"
    >
      <h2 id="notifications-title" className="font-display text-xl font-semibold">
        Notifications
      </h2>
      <Form method="post" {...getFormProps(form)} className="space-y-3">
        <input type="hidden" name="intent" value="email-notifications" />
        <CheckboxField
          field={fields.activityEmails}
          label="E-mail me reminders and updates about my bookings and orders"
          description={
            choices.siteSendsEmail
              ? "Receipts and account e-mails always arrive."
              : "The site is not sending these e-mails right now; your choice is kept."
          }
        />
        <button type="submit" className={buttonClass({ variant: "outline" })}>
          Save e-mail choice
        </button>
      </Form>
      {choices.pushKey ? <PushControl publicKey={choices.pushKey} /> : null}
    </section>
  );
}

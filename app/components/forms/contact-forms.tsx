import type { SubmissionResult } from "@conform-to/react";
import {
  type InquiryType,
  PARTNERSHIP_INQUIRY_TYPES,
  PRESS_REQUEST_TYPES,
  SUPPORT_CATEGORIES,
} from "#app/schemas/form-choices.ts";
import { EmailField, Field, PhoneField, SelectField, TextareaField } from "./fields.tsx";
import { PublicForm } from "./public-form.tsx";
import { useDeferredSchemaForm } from "./use-deferred-schema-form.ts";

/** The document's contact textareas are 6 rows. */
const MESSAGE_ROWS = 6;

type Props = {
  inquiry: InquiryType;
  title: string;
  submitLabel: string;
  /** Where the form posts: the page's own path, with the selection kept in the query. */
  action: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
};

/** The schema is fetched when the visitor starts on the form, not with the page. */
const loadContactSchema = () =>
  import("#app/schemas/contact.ts").then((module) => module.ContactSchema);

/** One form for the selected inquiry type; the three share a schema and an action. */
export function ContactForm(props: Props) {
  const [form, fields] = useDeferredSchemaForm(loadContactSchema, {
    id: `contact-${props.inquiry}`,
    lastResult: props.lastResult,
    validateOn: "onSubmit",
  });
  const { inquiry } = props;
  return (
    <PublicForm
      form={form}
      action={props.action}
      preventScrollReset
      aria-labelledby={`${form.id}-title`}
      before={
        <>
          <h3 id={`${form.id}-title`} className="font-display text-2xl font-semibold">
            {props.title}
          </h3>
          <input type="hidden" name="inquiry" value={inquiry} />
        </>
      }
      errors={form.errors}
      submitLabel={props.submitLabel}
      busyLabel="Sending..."
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field field={fields.fullName} label="Full Name" autoComplete="name" required />
        {inquiry === "general" ? (
          <EmailField field={fields.email} required />
        ) : (
          <Field
            field={fields.organization}
            label={inquiry === "press" ? "Media Outlet" : "Company"}
            autoComplete="organization"
            required
          />
        )}
        {inquiry === "general" ? (
          <Field
            field={fields.adaKeyId}
            label="Ada Key ID (optional)"
            placeholder="If you are a member"
          />
        ) : (
          <Field
            field={fields.roleTitle}
            label="Title / Role"
            autoComplete="organization-title"
            required
          />
        )}
        {inquiry === "general" ? (
          <Field field={fields.subject} label="Subject" required />
        ) : (
          <EmailField field={fields.email} required />
        )}
        {inquiry === "press" ? <PhoneField field={fields.phone} required /> : null}
        {inquiry === "general" ? (
          <SelectField
            field={fields.category}
            label="Category"
            placeholder="Select a category"
            options={SUPPORT_CATEGORIES}
            required
          />
        ) : (
          <SelectField
            field={fields.topic}
            label={inquiry === "press" ? "Request Type" : "Inquiry Type"}
            placeholder={inquiry === "press" ? "Select a request type" : "Select an inquiry type"}
            options={inquiry === "press" ? PRESS_REQUEST_TYPES : PARTNERSHIP_INQUIRY_TYPES}
            required
          />
        )}
      </div>
      <TextareaField
        field={fields.message}
        label={
          inquiry === "general"
            ? "Description"
            : inquiry === "press"
              ? "Details and Deadline"
              : "Project Overview"
        }
        rows={MESSAGE_ROWS}
        required
      />
    </PublicForm>
  );
}

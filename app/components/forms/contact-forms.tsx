import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { FormErrors } from "#app/components/ui/field.tsx";
import {
  ContactSchema,
  type InquiryType,
  PARTNERSHIP_INQUIRY_TYPES,
  PRESS_REQUEST_TYPES,
  SUPPORT_CATEGORIES,
} from "#app/schemas/contact.ts";
import { Honeypot, InputField, SelectField, TextareaField } from "./fields.tsx";

/** The document's contact textareas are 6 rows. */
const MESSAGE_ROWS = 6;

type Props = {
  inquiry: InquiryType;
  title: string;
  submitLabel: string;
  /** Where the form posts: the page's own path, with the selection kept in the query. */
  action: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
  submitting: boolean;
};

/** One form for the selected inquiry type; the three share a schema and an action. */
export function ContactForm(props: Props) {
  const [form, fields] = useForm({
    id: `contact-${props.inquiry}`,
    lastResult: props.lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ContactSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const { inquiry } = props;
  return (
    <Form
      method="post"
      action={props.action}
      preventScrollReset
      {...getFormProps(form)}
      aria-labelledby={`${form.id}-title`}
      className="space-y-5 rounded-2xl border bg-card p-6 sm:p-8"
    >
      <h3 id={`${form.id}-title`} className="font-display text-2xl font-semibold">
        {props.title}
      </h3>
      <input type="hidden" name="inquiry" value={inquiry} />
      <Honeypot />
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField field={fields.fullName} label="Full Name" autoComplete="name" required />
        {inquiry === "general" ? (
          <InputField
            field={fields.email}
            label="Email"
            type="email"
            autoComplete="email"
            required
          />
        ) : (
          <InputField
            field={fields.organization}
            label={inquiry === "press" ? "Media Outlet" : "Company"}
            autoComplete="organization"
            required
          />
        )}
        {inquiry === "general" ? (
          <InputField
            field={fields.adaKeyId}
            label="Ada Key ID (optional)"
            placeholder="If you are a member"
          />
        ) : (
          <InputField
            field={fields.roleTitle}
            label="Title / Role"
            autoComplete="organization-title"
            required
          />
        )}
        {inquiry === "general" ? (
          <InputField field={fields.subject} label="Subject" required />
        ) : (
          <InputField
            field={fields.email}
            label="Email"
            type="email"
            autoComplete="email"
            required
          />
        )}
        {inquiry === "press" ? (
          <InputField field={fields.phone} label="Phone" type="tel" autoComplete="tel" required />
        ) : null}
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
      <button type="submit" disabled={props.submitting} className={buttonClass()}>
        {props.submitting ? "Sending..." : props.submitLabel}
      </button>
    </Form>
  );
}

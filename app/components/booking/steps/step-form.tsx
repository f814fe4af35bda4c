import { type FormMetadata, getFormProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { FormErrors } from "#app/components/forms/field-parts.tsx";
import { Form } from "#app/lib/links.tsx";

/**
 * A step's form in two columns under its title: it posts its step as the intent, so the page
 * also takes it without JavaScript, and Conform handles the submit when the script runs.
 */
export function StepForm(props: {
  // biome-ignore lint/suspicious/noExplicitAny: any step's form metadata; only its props are used
  form: FormMetadata<any, string[]>;
  title: string;
  intent: string;
  children: ReactNode;
}) {
  return (
    <Form
      method="post"
      {...getFormProps(props.form)}
      className="mt-6 grid gap-4 sm:grid-cols-2"
      noValidate
    >
      <h3 className="font-semibold sm:col-span-2">{props.title}</h3>
      <input type="hidden" name="intent" value={props.intent} />
      {props.children}
    </Form>
  );
}

/** The values a later step posts again, so a visitor without JavaScript carries them along. */
export function CarriedFields(props: { values: Record<string, string | null> }) {
  return (
    <>
      {Object.entries(props.values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value ?? ""} />
      ))}
    </>
  );
}

/** A refused step's message, across the whole width of the step's form. */
export function StepError(props: { id: string; message: string | null }) {
  if (!props.message) return null;
  return (
    <div className="sm:col-span-2">
      <FormErrors id={props.id} errors={[props.message]} />
    </div>
  );
}

import {
  type FieldMetadata,
  getInputProps,
  getSelectProps,
  getTextareaProps,
} from "@conform-to/react";
import { type ReactNode, useEffect } from "react";
import { Link, useLocation } from "react-router";
import {
  FieldErrors,
  inputClass,
  RequiredMark,
  textFieldClass,
} from "#app/components/ui/field.tsx";
import type { Link as LinkData } from "#app/content/schemas/blocks.ts";
import { cn } from "#app/lib/cn.ts";

export const labelClass = "mb-1.5 block text-sm font-medium";

/** A field's label, with the required mark when the field must be filled in. */
export function Label(props: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={props.htmlFor} className={labelClass}>
      {props.label}
      {props.required ? <RequiredMark /> : null}
    </label>
  );
}

/**
 * A field's errors. Forms whose document gives one message for every missing field ("Please fill in
 * all required fields") pass it as `summary`: the form shows it once at the top, and the field just
 * says "Required" (other messages, such as a bad e-mail, stay by their field).
 */
function FieldMessage<Value>(props: { field: FieldMetadata<Value>; summary?: string }) {
  const { field, summary } = props;
  if (!field.errors?.length) return null;
  const shown = summary ? field.errors.filter((error) => error !== summary) : field.errors;
  return <FieldErrors id={field.errorId} errors={shown.length ? shown : ["Required"]} />;
}

/** What every field takes besides its control: the label, the required mark and the messages. */
type FieldProps<Value> = {
  field: FieldMetadata<Value>;
  label: string;
  required?: boolean;
  summary?: string;
  className?: string;
};

/** The label above and the messages below a field's control. */
function FieldShell<Value>(props: FieldProps<Value> & { children: ReactNode }) {
  const { field } = props;
  return (
    <div className={props.className}>
      <Label htmlFor={field.id} label={props.label} required={props.required} />
      {props.children}
      <FieldMessage field={field} summary={props.summary} />
    </div>
  );
}

type InputFieldProps<Value> = FieldProps<Value> & {
  type?: "text" | "email" | "url" | "tel";
  autoComplete?: string;
  placeholder?: string;
};

/** A labelled input wired to a Conform field. */
export function InputField<Value>(props: InputFieldProps<Value>) {
  const { field } = props;
  return (
    <FieldShell {...props}>
      <input
        {...getInputProps(field, { type: props.type ?? "text" })}
        key={field.key}
        required={props.required}
        autoComplete={props.autoComplete}
        placeholder={props.placeholder}
        className={inputClass}
      />
    </FieldShell>
  );
}

/** The sender's own e-mail address, as every public form asks for it. */
export function EmailField<Value>(
  props: Omit<InputFieldProps<Value>, "type" | "autoComplete" | "label"> & { label?: string },
) {
  return <InputField {...props} label={props.label ?? "Email"} type="email" autoComplete="email" />;
}

/** A phone number, with the browser's phone keypad and autofill. */
export function PhoneField<Value>(
  props: Omit<InputFieldProps<Value>, "type" | "autoComplete" | "label">,
) {
  return <InputField {...props} label="Phone" type="tel" autoComplete="tel" />;
}

/** A labelled select wired to a Conform field, with an empty first choice. */
export function SelectField<Value>(
  props: FieldProps<Value> & {
    options: readonly { value: string; label: string }[];
    placeholder: string;
  },
) {
  const { field } = props;
  return (
    <FieldShell {...props}>
      <select
        {...getSelectProps(field)}
        key={field.key}
        required={props.required}
        className={inputClass}
      >
        <option value="">{props.placeholder}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/** A labelled textarea wired to a Conform field. */
export function TextareaField<Value>(
  props: FieldProps<Value> & { rows?: number; placeholder?: string; textareaClassName?: string },
) {
  const { field } = props;
  return (
    <FieldShell {...props}>
      <textarea
        {...getTextareaProps(field)}
        key={field.key}
        required={props.required}
        rows={props.rows ?? 4}
        placeholder={props.placeholder}
        className={cn(textFieldClass, "py-2", props.textareaClassName)}
      />
    </FieldShell>
  );
}

/** The trap for bots: hidden from people and from assistive technology, filled in by scripts. */
export function Honeypot(props: { name?: string }) {
  return (
    <div aria-hidden="true" className="hidden">
      <label>
        Leave this empty
        <input type="text" name={props.name ?? "website"} tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}

/**
 * Forms whose document gives one message for every missing field ("Please fill in all required
 * fields") show it once at the top instead of under each field; other messages stay by their field.
 */
export function summaryErrors(
  formErrors: string[] | undefined,
  fieldErrors: (string[] | undefined)[],
  summaryMessage: string,
): string[] {
  const missing = fieldErrors.some((errors) => errors?.includes(summaryMessage));
  return [...(missing ? [summaryMessage] : []), ...(formErrors ?? [])];
}

/** The top of every form page: a back link, the eyebrow, the one h1 and the lead. */
export function FormPageIntro(props: {
  intro: { back: LinkData; eyebrow: string; title: string; lead: string };
}) {
  const { intro } = props;
  return (
    <header className="space-y-4">
      <Link
        to={intro.back.href}
        className="text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        ← {intro.back.label}
      </Link>
      <p className="text-sm font-medium tracking-widest text-accent uppercase">{intro.eyebrow}</p>
      <h1 className="font-display text-4xl font-semibold text-balance sm:text-5xl">
        {intro.title}
      </h1>
      <p className="max-w-2xl text-lg text-muted-foreground">{intro.lead}</p>
    </header>
  );
}

/**
 * After a successful post the router lands on the same page again, and the browser would keep what
 * was typed in the uncontrolled inputs; the document says the form is cleared, so it is reset on
 * every navigation that ends in the success state.
 */
export function useResetAfterSuccess(form: { reset: () => void }, succeeded: boolean) {
  const { key } = useLocation();
  const { reset } = form;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per navigation (key), not per render of the form object
  useEffect(() => {
    if (succeeded) reset();
  }, [key, succeeded]);
}

import {
  type FieldMetadata,
  getInputProps,
  getSelectProps,
  getTextareaProps,
} from "@conform-to/react";
import type { ReactNode } from "react";
import { ErrorList, Label } from "#app/components/forms/field-parts.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Select, SelectOptions } from "#app/components/ui/select.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { cn } from "#app/lib/cn.ts";

/**
 * A field's errors. Forms whose document gives one message for every missing field ("Please fill in
 * all required fields") pass it as `summary`: the form shows it once at the top, and the field just
 * says "Required" (other messages, such as a bad e-mail, stay by their field).
 */
function FieldMessage<Value>(props: { field: FieldMetadata<Value>; summary?: string }) {
  const { field, summary } = props;
  if (!field.errors?.length) return null;
  const shown = summary ? field.errors.filter((error) => error !== summary) : field.errors;
  return <ErrorList id={field.errorId} errors={shown.length ? shown : ["Required"]} />;
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
function FieldShell<Value>(props: FieldProps<Value> & { hint?: ReactNode; children: ReactNode }) {
  const { field } = props;
  return (
    <div className={props.className}>
      <Label htmlFor={field.id} label={props.label} required={props.required} />
      {props.children}
      {props.hint ? (
        <p id={`${field.id}-hint`} className="mt-1.5 text-xs text-muted-foreground">
          {props.hint}
        </p>
      ) : null}
      <FieldMessage field={field} summary={props.summary} />
    </div>
  );
}

type InputFieldProps<Value> = FieldProps<Value> & {
  type?: "text" | "email" | "password" | "url" | "tel" | "date" | "time";
  autoComplete?: string;
  placeholder?: string;
  /** A line under the control that says what to type; the control points to it. */
  hint?: ReactNode;
  inputMode?: "numeric" | "text" | "email" | "tel";
  maxLength?: number;
};

/** A labelled input wired to a Conform field: constraints, aria-invalid and the error list. */
export function Field<Value>(props: InputFieldProps<Value>) {
  const { field } = props;
  const ariaDescribedBy = props.hint ? `${field.id}-hint` : undefined;
  return (
    <FieldShell {...props}>
      <Input
        {...getInputProps(field, { type: props.type ?? "text", ariaDescribedBy })}
        key={field.key}
        required={props.required}
        autoComplete={props.autoComplete}
        placeholder={props.placeholder}
        inputMode={props.inputMode}
        maxLength={props.maxLength}
      />
    </FieldShell>
  );
}

/** The sender's own e-mail address, as every public form asks for it. */
export function EmailField<Value>(
  props: Omit<InputFieldProps<Value>, "type" | "autoComplete" | "label"> & { label?: string },
) {
  return <Field {...props} label={props.label ?? "Email"} type="email" autoComplete="email" />;
}

/** A phone number, with the browser's phone keypad and autofill. */
export function PhoneField<Value>(
  props: Omit<InputFieldProps<Value>, "type" | "autoComplete" | "label">,
) {
  return <Field {...props} label="Phone" type="tel" autoComplete="tel" />;
}

/**
 * A password: by default the one a person has, for the password manager to fill in; `kind="new"`
 * for one being chosen, where the browser may offer a strong one and the hint gives the rule.
 */
export function PasswordField<Value>(
  props: Omit<InputFieldProps<Value>, "type" | "autoComplete" | "label" | "hint"> & {
    label?: string;
    kind?: "current" | "new";
  },
) {
  const { kind, ...field } = props;
  return (
    <Field
      {...field}
      label={props.label ?? "Password"}
      type="password"
      autoComplete={kind === "new" ? "new-password" : "current-password"}
      hint={kind === "new" ? "8 to 128 characters; avoid common passwords." : undefined}
    />
  );
}

/** A labelled select wired to a Conform field; `placeholder` adds an empty first choice. */
export function SelectField<Value>(
  props: FieldProps<Value> & {
    options: readonly { value: string; label: string }[];
    placeholder?: string;
  },
) {
  const { field } = props;
  return (
    <FieldShell {...props}>
      <Select {...getSelectProps(field)} key={field.key} required={props.required}>
        <SelectOptions options={props.options} placeholder={props.placeholder} />
      </Select>
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
      <Textarea
        {...getTextareaProps(field)}
        key={field.key}
        required={props.required}
        rows={props.rows ?? 4}
        placeholder={props.placeholder}
        className={props.textareaClassName}
      />
    </FieldShell>
  );
}

/** A checkbox wired to a Conform field, its label beside it and an optional description below. */
export function CheckboxField(props: {
  field: FieldMetadata<boolean>;
  label: string;
  description?: string;
  /** Layout of the row; it replaces the default gap (classes are not merged, see lib/cn.ts). */
  className?: string;
}) {
  const { field } = props;
  const descriptionId = props.description ? `${field.id}-description` : undefined;
  return (
    <div className={cn("flex items-start", props.className ?? "gap-3")}>
      <input
        {...getInputProps(field, { type: "checkbox", ariaDescribedBy: descriptionId })}
        key={field.key}
        className="mt-0.5 size-4 shrink-0 accent-primary"
      />
      <div>
        <label htmlFor={field.id} className="text-sm font-medium">
          {props.label}
        </label>
        {props.description ? (
          <p id={descriptionId} className="mt-1 text-sm text-muted-foreground">
            {props.description}
          </p>
        ) : null}
        <ErrorList id={field.errorId} errors={field.errors} />
      </div>
    </div>
  );
}

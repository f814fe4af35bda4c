import { type FieldMetadata, getInputProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";

/** The look of every text field; inputs add a fixed height, text areas grow with their rows. */
export const textFieldClass =
  "w-full rounded-lg border bg-background px-3 text-sm text-foreground placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring aria-[invalid=true]:border-danger";

export const inputClass = `h-11 ${textFieldClass}`;

/** Shows a field's errors; the id is what the input's aria-describedby points to. */
export function FieldErrors(props: { id: string; errors: string[] | undefined }) {
  if (!props.errors?.length) return null;
  return (
    <ul id={props.id} className="mt-1.5 space-y-0.5 text-sm text-danger">
      {props.errors.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}

/**
 * The mark after a required field's label. The control itself carries `required`, which screen
 * readers announce, so the mark is for sighted readers only; RequiredNote says what it means.
 */
export function RequiredMark() {
  return (
    <span className="text-danger" aria-hidden>
      {" *"}
    </span>
  );
}

/** Said once per form that marks fields with RequiredMark. */
export function RequiredNote(props: { className?: string }) {
  return (
    <p className={cn("text-sm text-muted-foreground", props.className)}>
      Fields marked <span className="text-danger">*</span> are required.
    </p>
  );
}

/** A labelled input wired to a Conform field: constraints, aria-invalid and the error list. */
export function TextField<Value>(props: {
  field: FieldMetadata<Value>;
  label: string;
  required?: boolean;
  type?: "text" | "email" | "password" | "url" | "tel";
  autoComplete?: string;
  placeholder?: string;
  hint?: ReactNode;
  className?: string;
  inputMode?: "numeric" | "text" | "email" | "tel";
  maxLength?: number;
}) {
  const { field, label, type = "text" } = props;
  const hintId = `${field.id}-hint`;
  return (
    <div className={props.className}>
      <label htmlFor={field.id} className="mb-1.5 block text-sm font-medium">
        {label}
        {props.required ? <RequiredMark /> : null}
      </label>
      <input
        {...getInputProps(field, { type, ariaDescribedBy: props.hint ? hintId : undefined })}
        key={field.key}
        required={props.required}
        autoComplete={props.autoComplete}
        placeholder={props.placeholder}
        inputMode={props.inputMode}
        maxLength={props.maxLength}
        className={cn(inputClass)}
      />
      {props.hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-muted-foreground">
          {props.hint}
        </p>
      ) : null}
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** Errors that belong to the whole form (a refused sign-in, a rate limit). */
export function FormErrors(props: { id: string; errors: string[] | undefined }) {
  if (!props.errors?.length) return null;
  return (
    <div
      id={props.id}
      role="alert"
      className="rounded-lg border border-danger/50 bg-danger/10 px-3 py-2 text-sm text-danger"
    >
      {props.errors.map((error) => (
        <p key={error}>{error}</p>
      ))}
    </div>
  );
}

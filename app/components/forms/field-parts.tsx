import { cn } from "#app/lib/cn.ts";

/*
 * The parts of a form that need no form library: labels, messages and the bot trap. Kept apart
 * from fields.tsx, whose fields are bound to Conform, so a page that shows only these (a label on
 * the dashboard, a one-field waitlist form) does not download Conform with them.
 */

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

/** A control's label, with the required mark when the control must be filled in. */
export function Label(props: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={props.htmlFor} className="mb-1.5 block text-sm font-medium">
      {props.label}
      {props.required ? <RequiredMark /> : null}
    </label>
  );
}

/** A field's errors; the id is what the control's aria-describedby points to. */
export function ErrorList(props: { id: string; errors: string[] | undefined }) {
  if (!props.errors?.length) return null;
  return (
    <ul id={props.id} className="mt-1.5 space-y-0.5 text-sm text-danger">
      {props.errors.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
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

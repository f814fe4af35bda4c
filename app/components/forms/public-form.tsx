import { type FormMetadata, getFormProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { type FormProps, useNavigation } from "react-router";
import { Eyebrow } from "#app/components/blocks/eyebrow.tsx";
import { buttonClass, textLinkClass } from "#app/components/ui/button-styles.ts";
import { SpriteIcon } from "#app/components/ui/sprite-icon.tsx";
import type { Link as LinkData } from "#app/content/schemas/blocks.ts";
import { cn } from "#app/lib/cn.ts";
import { Form, Link } from "#app/lib/links.tsx";
import { FormErrors, Honeypot, RequiredNote } from "./field-parts.tsx";

/** The top of every form page: a back link, the eyebrow, the one h1 and the lead. */
export function FormPageIntro(props: {
  intro: { back: LinkData; eyebrow: string; title: string; lead: string };
}) {
  const { intro } = props;
  return (
    <header className="space-y-4">
      <Link to={intro.back.href} className={cn("text-sm", textLinkClass)}>
        ← {intro.back.label}
      </Link>
      <Eyebrow>{intro.eyebrow}</Eyebrow>
      <h1 className="font-display text-4xl font-semibold text-balance sm:text-5xl">
        {intro.title}
      </h1>
      <p className="max-w-2xl text-lg text-muted-foreground">{intro.lead}</p>
    </header>
  );
}

/** The page around a public form: the intro with the one h1, then the form and what goes with it. */
export function FormPage(props: {
  intro: Parameters<typeof FormPageIntro>[0]["intro"];
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={
        props.wide
          ? "mx-auto max-w-5xl space-y-10 px-4 pt-28 pb-20"
          : "mx-auto max-w-3xl space-y-10 px-4 pt-28 pb-20"
      }
    >
      <FormPageIntro intro={props.intro} />
      {props.children}
    </div>
  );
}

/** The short confirmation a form page shows above its (cleared) form after a success. */
export function SuccessNotice(props: { children: ReactNode }) {
  return (
    <p role="status" className="flex gap-2 rounded-xl border border-primary/40 bg-card p-4">
      <SpriteIcon name="circle-check" className="mt-0.5 size-5 shrink-0 text-primary" />
      {props.children}
    </p>
  );
}

/** Says what it does, and what is happening while the post is on its way. */
export function SubmitButton(props: { label: string; busyLabel: string }) {
  const submitting = useNavigation().state === "submitting";
  return (
    <button type="submit" disabled={submitting} className={buttonClass()}>
      {submitting ? props.busyLabel : props.label}
    </button>
  );
}

type PublicFormProps = Pick<
  FormProps,
  "action" | "aria-label" | "aria-labelledby" | "className" | "preventScrollReset"
> & {
  // biome-ignore lint/suspicious/noExplicitAny: any form's metadata; only its id, errors and submit handler are used
  form: FormMetadata<any, string[]>;
  /** What the message box at the top shows (the form's own errors, or a summary). */
  errors: string[] | undefined;
  /** The honeypot's name, when the schema uses `website` for a real field. */
  honeypot?: string;
  submitLabel: string;
  busyLabel?: string;
  /** Shown before the honeypot and the messages: a heading, hidden fields. */
  before?: ReactNode;
  /** Runs just before Conform handles the submit (to stamp a hidden field). */
  beforeSubmit?: (element: HTMLFormElement) => void;
  children: ReactNode;
};

/**
 * A public form that works without JavaScript: it posts to its page, carries the honeypot and the
 * message box, and ends with its submit button.
 */
export function PublicForm(props: PublicFormProps) {
  const { form, beforeSubmit } = props;
  const formProps = getFormProps(form);
  return (
    <Form
      method="post"
      action={props.action}
      preventScrollReset={props.preventScrollReset}
      {...formProps}
      onSubmit={
        beforeSubmit
          ? (event) => {
              beforeSubmit(event.currentTarget);
              formProps.onSubmit(event);
            }
          : formProps.onSubmit
      }
      aria-label={props["aria-label"]}
      aria-labelledby={props["aria-labelledby"]}
      className={props.className ?? "space-y-5 rounded-2xl border bg-card p-6 sm:p-8"}
    >
      {props.before}
      <RequiredNote />
      <Honeypot name={props.honeypot} />
      <FormErrors id={form.errorId} errors={props.errors} />
      {props.children}
      <SubmitButton label={props.submitLabel} busyLabel={props.busyLabel ?? "Submitting..."} />
    </Form>
  );
}

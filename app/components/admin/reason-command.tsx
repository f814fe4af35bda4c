import { useId } from "react";
import { Label } from "#app/components/forms/field-parts.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { Input } from "#app/components/ui/input.tsx";
import { Form } from "#app/lib/links.tsx";

/**
 * A row command that moves money, behind a disclosure: it opens on a reason field (kept in the
 * audit log) and a confirming button, so one stray click refunds nothing.
 */
export function ReasonCommand(props: {
  fields: Record<string, string>;
  /** The button that opens it, and the confirming one. */
  label: string;
  /** Names the row for a screen reader, where the label alone would not. */
  describes: string;
  className?: string;
}) {
  const id = useId();
  return (
    <details className={props.className}>
      <summary className={buttonClass({ variant: "outline", size: "sm", className: "w-fit" })}>
        {props.label}
        <span className="sr-only">: {props.describes}</span>
      </summary>
      <Form method="post" className="mt-2 w-64 space-y-2 rounded-xl border bg-background p-3">
        {Object.entries(props.fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div>
          <Label htmlFor={`${id}-reason`} label="Reason" required />
          <Input id={`${id}-reason`} name="reason" required minLength={3} maxLength={200} />
        </div>
        <button type="submit" className={buttonClass({ variant: "danger", size: "sm" })}>
          {props.label}
          <span className="sr-only">: {props.describes}</span>
        </button>
      </Form>
    </details>
  );
}

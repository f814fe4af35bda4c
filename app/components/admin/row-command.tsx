import type { ReactNode } from "react";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { Form } from "#app/lib/links.tsx";

/**
 * One command on one row of an admin list: a small form posting `fields` (the intent and what
 * names the row) under an outline button. `label` names the row for a screen reader where the
 * button's text alone would not.
 */
export function RowCommand(props: {
  fields: Record<string, string>;
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" className={props.className}>
      {Object.entries(props.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        aria-label={props.label}
        className={buttonClass({ variant: "outline", size: "sm" })}
      >
        {props.children}
      </button>
    </Form>
  );
}

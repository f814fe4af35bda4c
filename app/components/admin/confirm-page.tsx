import type { ReactNode } from "react";
import { AdminShell } from "#app/components/admin/admin-shell.tsx";
import { buttonClass, textLinkClass } from "#app/components/ui/button-styles.ts";
import { Form, Link } from "#app/lib/links.tsx";

/**
 * A destructive admin command asks once more on a page of its own, so it works the same with or
 * without script: what will be lost, the danger button that posts `intent`, and a way back.
 */
export function ConfirmPage(props: {
  title: string;
  children: ReactNode;
  intent: string;
  confirmLabel: string;
  back: { to: string; label: string };
}) {
  return (
    <AdminShell title={props.title}>
      <p className="max-w-2xl text-muted-foreground">{props.children}</p>
      <Form method="post" className="flex flex-wrap items-center gap-4">
        <button
          type="submit"
          name="intent"
          value={props.intent}
          className={buttonClass({ variant: "danger" })}
        >
          {props.confirmLabel}
        </button>
        <Link to={props.back.to} className={textLinkClass}>
          {props.back.label}
        </Link>
      </Form>
    </AdminShell>
  );
}

import type { ReactNode } from "react";
import { buttonClass } from "#app/components/ui/button-styles.ts";

/** A form's full-width submit button: while the post is on its way it is disabled and says so. */
export function BusySubmit(props: { busy: boolean; busyLabel: string; children: ReactNode }) {
  return (
    <button type="submit" disabled={props.busy} className={buttonClass({ className: "w-full" })}>
      {props.busy ? props.busyLabel : props.children}
    </button>
  );
}

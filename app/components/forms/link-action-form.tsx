import type { ReactNode, Ref } from "react";
import { useNavigation } from "react-router";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { Form } from "#app/lib/links.tsx";

/**
 * The one-button form behind a link from an e-mail (confirm, unsubscribe): it posts the link's
 * values back, so following the link alone changes nothing, and says when it is on its way.
 */
export function LinkActionForm(props: {
  prompt: ReactNode;
  /** The link's values, posted as hidden fields. */
  values: Record<string, string>;
  label: string;
  busyLabel: string;
  formRef?: Ref<HTMLFormElement>;
}) {
  const busy = useNavigation().state !== "idle";
  return (
    <Form method="post" ref={props.formRef} className="space-y-4">
      <p className="text-muted-foreground">{props.prompt}</p>
      {Object.entries(props.values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" disabled={busy} className={buttonClass()}>
        {busy ? props.busyLabel : props.label}
      </button>
    </Form>
  );
}

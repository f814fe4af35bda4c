import { getFormProps, type SubmissionResult } from "@conform-to/react";
import type { AuthenticatorSetup } from "#app/.server/account/authenticator-setup.ts";
import { FormErrors } from "#app/components/forms/field-parts.tsx";
import { Field, PasswordField } from "#app/components/forms/fields.tsx";
import { useDeferredSchemaForm } from "#app/components/forms/use-deferred-schema-form.ts";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { Form } from "#app/lib/links.tsx";

const loadSchema = () =>
  import("#app/schemas/two-factor.ts").then((module) => module.TwoFactorActionSchema);

export type LastResult = SubmissionResult<string[]> | null;

/** One small form of this page: its intent, its fields, its button and its errors. */
export function IntentForm(props: {
  intent: "start" | "confirm" | "turn-off" | "new-codes";
  lastResult: LastResult;
  button: string;
  danger?: boolean;
  password?: boolean;
  code?: { label: string; hint: string };
  hidden?: Record<string, string>;
}) {
  const [form, fields] = useDeferredSchemaForm(loadSchema, {
    id: `two-factor-${props.intent}`,
    lastResult: props.lastResult,
    validateOn: "onSubmit",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value={props.intent} />
      {Object.entries(props.hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <FormErrors id={form.errorId} errors={form.errors} />
      {props.password ? <PasswordField field={fields.password} /> : null}
      {props.code ? (
        <Field
          field={fields.code}
          label={props.code.label}
          hint={props.code.hint}
          autoComplete="one-time-code"
          maxLength={11}
        />
      ) : null}
      <button
        type="submit"
        className={buttonClass({ variant: props.danger ? "danger" : "primary" })}
      >
        {props.button}
      </button>
    </Form>
  );
}

export function RecoveryCodes(props: { codes: string[] }) {
  return (
    <div className="space-y-2 rounded-xl border bg-muted/40 p-4">
      <h3 className="font-semibold">Your recovery codes</h3>
      <p className="text-sm text-muted-foreground">
        Each code signs you in once if you lose your phone. Save them somewhere safe now: they are
        shown only this once.
      </p>
      <ul className="grid grid-cols-2 gap-1 font-mono text-sm">
        {props.codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </div>
  );
}

export function SetupStep(props: { setup: AuthenticatorSetup; lastResult: LastResult }) {
  const { setup } = props;
  return (
    <div className="space-y-6">
      <ol className="list-decimal space-y-2 pl-5 text-sm">
        <li>Open an authenticator app on your phone and add an account.</li>
        <li>Scan this code, or type the key below it.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <svg
        role="img"
        aria-label="QR code to add this account to an authenticator app"
        viewBox={`0 0 ${setup.qr.size} ${setup.qr.size}`}
        className="size-48 rounded-lg"
        shapeRendering="crispEdges"
      >
        <rect width={setup.qr.size} height={setup.qr.size} fill="#fff" />
        <path d={setup.qr.path} fill="#000" />
      </svg>
      <p className="text-sm">
        Key: <code className="font-mono break-all">{setup.key}</code>
      </p>
      <RecoveryCodes codes={setup.recoveryCodes} />
      <IntentForm
        intent="confirm"
        lastResult={props.lastResult}
        button="Turn On"
        code={{ label: "Code from your app", hint: "6 digits; it changes every 30 seconds." }}
        hidden={{ totpUri: setup.totpUri, recoveryCodes: setup.recoveryCodes.join(" ") }}
      />
    </div>
  );
}

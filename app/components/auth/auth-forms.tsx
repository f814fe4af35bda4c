import { type FormMetadata, getFormProps, type SubmissionResult } from "@conform-to/react";
import type { ComponentType, ReactNode, RefAttributes } from "react";
import type { FormProps as RouterFormProps } from "react-router";
import { BusySubmit } from "#app/components/forms/busy-submit.tsx";
import { FormErrors, RequiredNote } from "#app/components/forms/field-parts.tsx";
import { Field, PasswordField } from "#app/components/forms/fields.tsx";
import { useDeferredSchemaForm } from "#app/components/forms/use-deferred-schema-form.ts";
import { buttonClass, textLinkClass } from "#app/components/ui/button-styles.ts";
import { withoutEagerDiscovery } from "#app/lib/links.tsx";
import { type AuthMode, SIGN_UP_ROLES } from "#app/schemas/form-choices.ts";

const loadAuthSchemas = () => import("#app/schemas/auth.ts");
const loadLoginSchema = () => loadAuthSchemas().then((module) => module.LoginSchema);
const loadSignUpSchema = () => loadAuthSchemas().then((module) => module.SignUpSchema);
const loadForgotSchema = () => loadAuthSchemas().then((module) => module.ForgotSchema);
const loadResetSchema = () => loadAuthSchemas().then((module) => module.ResetSchema);

/**
 * React Router's <Form> or a fetcher's: the page posts with one, the dialog with the other. A
 * fetcher's Form accepts a subset of <Form>'s props, so it fits this type too.
 */
export type FormComponent = ComponentType<RouterFormProps & RefAttributes<HTMLFormElement>>;

type FormProps = {
  Form: FormComponent;
  lastResult: SubmissionResult<string[]> | null | undefined;
  submitting: boolean;
  onModeChange: (mode: AuthMode) => void;
  redirectTo?: string;
};

/** The mode rides along in the URL so the page still shows it after the action answers. */
const formAction = (mode: AuthMode) => `/auth?mode=${mode}`;

function SubmitButton(props: { submitting: boolean; children: ReactNode }) {
  return (
    <BusySubmit busy={props.submitting} busyLabel="Processing...">
      {props.children}
    </BusySubmit>
  );
}

/** A button styled as a link that turns to another of the forms, in the same dialog or page. */
function ModeButton(props: {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  children: ReactNode;
}) {
  return (
    <button type="button" className={textLinkClass} onClick={() => props.onModeChange(props.mode)}>
      {props.children}
    </button>
  );
}

/** The frame each form here shares: it posts to /auth in its mode, with the mode as the intent. */
function ModeForm(props: {
  Form: FormComponent;
  mode: AuthMode;
  /** Where it posts, when the mode's own address needs more (the reset token). */
  action?: string;
  // biome-ignore lint/suspicious/noExplicitAny: any form's metadata; only its props are used
  form: FormMetadata<any, string[]>;
  children: ReactNode;
}) {
  return (
    <props.Form
      {...withoutEagerDiscovery}
      method="post"
      action={props.action ?? formAction(props.mode)}
      {...getFormProps(props.form)}
      className="space-y-4"
    >
      <input type="hidden" name="intent" value={props.mode} />
      {props.children}
    </props.Form>
  );
}

export function LoginForm(props: FormProps) {
  const [form, fields] = useDeferredSchemaForm(loadLoginSchema, {
    id: "auth-login",
    lastResult: props.lastResult,
    validateOn: "onSubmit",
  });
  return (
    <ModeForm Form={props.Form} mode="login" form={form}>
      {props.redirectTo ? <input type="hidden" name="redirectTo" value={props.redirectTo} /> : null}
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field field={fields.email} label="Email" type="email" autoComplete="email" />
      <PasswordField field={fields.password} />
      <div className="text-right text-sm">
        <ModeButton mode="forgot" onModeChange={props.onModeChange}>
          Forgot password?
        </ModeButton>
      </div>
      <SubmitButton submitting={props.submitting}>Sign In</SubmitButton>
      <p className="text-center text-sm text-muted-foreground">
        New here?{" "}
        <ModeButton mode="signup" onModeChange={props.onModeChange}>
          Join the Collective
        </ModeButton>
      </p>
    </ModeForm>
  );
}

export function SignUpForm(props: FormProps) {
  const [form, fields] = useDeferredSchemaForm(loadSignUpSchema, {
    id: "auth-signup",
    lastResult: props.lastResult,
    validateOn: "onBlur",
    defaultValue: { role: "client" },
  });
  const chosenRole = fields.role.value ?? "client";
  return (
    <ModeForm Form={props.Form} mode="signup" form={form}>
      <RequiredNote />
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field field={fields.firstName} label="First name" autoComplete="given-name" required />
        <Field field={fields.lastName} label="Last name" autoComplete="family-name" required />
      </div>
      <Field field={fields.email} label="Email" type="email" autoComplete="email" required />
      <PasswordField field={fields.password} required kind="new" />
      <fieldset aria-describedby={fields.role.errors ? fields.role.errorId : undefined}>
        <legend className="mb-2 text-sm font-medium">I am joining as</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {SIGN_UP_ROLES.map((role) => (
            <label
              key={role.value}
              className="flex cursor-pointer gap-3 rounded-lg border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-muted"
            >
              <input
                type="radio"
                name={fields.role.name}
                value={role.value}
                defaultChecked={chosenRole === role.value}
                className="mt-1 accent-[var(--primary)]"
              />
              <span>
                <span className="block font-medium">{role.label}</span>
                <span className="block text-muted-foreground">{role.description}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <SubmitButton submitting={props.submitting}>Create Account</SubmitButton>
      <p className="text-center text-sm text-muted-foreground">
        <ModeButton mode="login" onModeChange={props.onModeChange}>
          Already a member
        </ModeButton>
      </p>
    </ModeForm>
  );
}

export function ForgotForm(props: FormProps & { sentTo: string | null; onReset: () => void }) {
  const [form, fields] = useDeferredSchemaForm(loadForgotSchema, {
    id: "auth-forgot",
    lastResult: props.sentTo ? null : props.lastResult,
    validateOn: "onSubmit",
  });
  const backToPortal = (
    <ModeButton mode="login" onModeChange={props.onModeChange}>
      Back to Portal
    </ModeButton>
  );
  if (props.sentTo) {
    return (
      <div className="space-y-4 text-center">
        <p>
          If an account exists for <strong className="break-all">{props.sentTo}</strong>, a link to
          set a new password is on its way. It works once and expires in one hour.
        </p>
        <button
          type="button"
          className={buttonClass({ variant: "outline", className: "w-full" })}
          onClick={props.onReset}
        >
          Send to different portal
        </button>
        {backToPortal}
      </div>
    );
  }
  return (
    <ModeForm Form={props.Form} mode="forgot" form={form}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field field={fields.email} label="Email" type="email" autoComplete="email" />
      <SubmitButton submitting={props.submitting}>Send Reset Link</SubmitButton>
      <p className="text-center text-sm">{backToPortal}</p>
    </ModeForm>
  );
}

export function ResetForm(props: Omit<FormProps, "onModeChange"> & { token: string }) {
  const [form, fields] = useDeferredSchemaForm(loadResetSchema, {
    id: "auth-reset",
    lastResult: props.lastResult,
    validateOn: "onBlur",
  });
  return (
    <ModeForm
      Form={props.Form}
      mode="reset"
      action={`${formAction("reset")}&token=${encodeURIComponent(props.token)}`}
      form={form}
    >
      <input type="hidden" name="token" value={props.token} />
      <FormErrors id={form.errorId} errors={form.errors ?? fields.token.errors} />
      <PasswordField field={fields.password} label="New password" kind="new" />
      <SubmitButton submitting={props.submitting}>Set New Password</SubmitButton>
    </ModeForm>
  );
}

export const AUTH_COPY: Record<AuthMode, { title: string; description: string }> = {
  login: { title: "Welcome Back", description: "Sign in to continue your journey." },
  signup: {
    title: "Join the Collective",
    description: "Create your account and tell us how you are joining.",
  },
  forgot: {
    title: "Reset Your Password",
    description: "We will e-mail you a link to set a new password.",
  },
  reset: { title: "Set a New Password", description: "Choose a new password for your account." },
};

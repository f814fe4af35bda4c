import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import type { ReactNode } from "react";
import type { Form } from "react-router";
import { Field, FormErrors, RequiredNote } from "#app/components/forms/fields.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { onBlurOnceLoaded, useDeferredValidation } from "#app/lib/use-deferred-validation.ts";
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
export type FormComponent = typeof Form;

type FormProps = {
  Form: FormComponent;
  lastResult: SubmissionResult<string[]> | null | undefined;
  submitting: boolean;
  onModeChange: (mode: AuthMode) => void;
  redirectTo?: string;
};

/** The mode rides along in the URL so the page still shows it after the action answers. */
const formAction = (mode: AuthMode) => `/auth?mode=${mode}`;

const linkButton = "font-medium text-primary underline-offset-4 hover:underline";

function SubmitButton(props: { submitting: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={props.submitting}
      className={buttonClass({ className: "w-full" })}
    >
      {props.submitting ? "Processing..." : props.children}
    </button>
  );
}

export function LoginForm(props: FormProps) {
  const onValidate = useDeferredValidation("auth-login", loadLoginSchema);
  const [form, fields] = useForm({
    id: "auth-login",
    lastResult: props.lastResult,
    onValidate,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <props.Form
      method="post"
      action={formAction("login")}
      {...getFormProps(form)}
      className="space-y-4"
    >
      <input type="hidden" name="intent" value="login" />
      {props.redirectTo ? <input type="hidden" name="redirectTo" value={props.redirectTo} /> : null}
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field field={fields.email} label="Email" type="email" autoComplete="email" />
      <Field
        field={fields.password}
        label="Password"
        type="password"
        autoComplete="current-password"
      />
      <div className="text-right text-sm">
        <button type="button" className={linkButton} onClick={() => props.onModeChange("forgot")}>
          Forgot password?
        </button>
      </div>
      <SubmitButton submitting={props.submitting}>Sign In</SubmitButton>
      <p className="text-center text-sm text-muted-foreground">
        New here?{" "}
        <button type="button" className={linkButton} onClick={() => props.onModeChange("signup")}>
          Join the Collective
        </button>
      </p>
    </props.Form>
  );
}

export function SignUpForm(props: FormProps) {
  const onValidate = useDeferredValidation("auth-signup", loadSignUpSchema);
  const [form, fields] = useForm({
    id: "auth-signup",
    lastResult: props.lastResult,
    onValidate,
    shouldValidate: onBlurOnceLoaded(onValidate),
    shouldRevalidate: "onInput",
    defaultValue: { role: "client" },
  });
  const chosenRole = fields.role.value ?? "client";
  return (
    <props.Form
      method="post"
      action={formAction("signup")}
      {...getFormProps(form)}
      className="space-y-4"
    >
      <input type="hidden" name="intent" value="signup" />
      <RequiredNote />
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field field={fields.firstName} label="First name" autoComplete="given-name" required />
        <Field field={fields.lastName} label="Last name" autoComplete="family-name" required />
      </div>
      <Field field={fields.email} label="Email" type="email" autoComplete="email" required />
      <Field
        field={fields.password}
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        hint="8 to 128 characters; avoid common passwords."
      />
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
        <button type="button" className={linkButton} onClick={() => props.onModeChange("login")}>
          Already a member
        </button>
      </p>
    </props.Form>
  );
}

export function ForgotForm(props: FormProps & { sentTo: string | null; onReset: () => void }) {
  const onValidate = useDeferredValidation("auth-forgot", loadForgotSchema);
  const [form, fields] = useForm({
    id: "auth-forgot",
    lastResult: props.sentTo ? null : props.lastResult,
    onValidate,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
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
        <button type="button" className={linkButton} onClick={() => props.onModeChange("login")}>
          Back to Portal
        </button>
      </div>
    );
  }
  return (
    <props.Form
      method="post"
      action={formAction("forgot")}
      {...getFormProps(form)}
      className="space-y-4"
    >
      <input type="hidden" name="intent" value="forgot" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field field={fields.email} label="Email" type="email" autoComplete="email" />
      <SubmitButton submitting={props.submitting}>Send Reset Link</SubmitButton>
      <p className="text-center text-sm">
        <button type="button" className={linkButton} onClick={() => props.onModeChange("login")}>
          Back to Portal
        </button>
      </p>
    </props.Form>
  );
}

export function ResetForm(props: Omit<FormProps, "onModeChange"> & { token: string }) {
  const onValidate = useDeferredValidation("auth-reset", loadResetSchema);
  const [form, fields] = useForm({
    id: "auth-reset",
    lastResult: props.lastResult,
    onValidate,
    shouldValidate: onBlurOnceLoaded(onValidate),
    shouldRevalidate: "onInput",
  });
  return (
    <props.Form
      method="post"
      action={`${formAction("reset")}&token=${encodeURIComponent(props.token)}`}
      {...getFormProps(form)}
      className="space-y-4"
    >
      <input type="hidden" name="intent" value="reset" />
      <input type="hidden" name="token" value={props.token} />
      <FormErrors id={form.errorId} errors={form.errors ?? fields.token.errors} />
      <Field
        field={fields.password}
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="8 to 128 characters; avoid common passwords."
      />
      <SubmitButton submitting={props.submitting}>Set New Password</SubmitButton>
    </props.Form>
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

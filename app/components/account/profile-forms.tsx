import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { FormErrors } from "#app/components/forms/field-parts.tsx";
import { Field, PasswordField } from "#app/components/forms/fields.tsx";
import { useDeferredSchemaForm } from "#app/components/forms/use-deferred-schema-form.ts";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { Form, Link } from "#app/lib/links.tsx";

const loadUpdateProfileSchema = () =>
  import("#app/schemas/profile.ts").then((module) => module.UpdateProfileSchema);
const loadChangePasswordSchema = () =>
  import("#app/schemas/profile.ts").then((module) => module.ChangePasswordSchema);

type LastResult = SubmissionResult<string[]> | null;
type Profile = { firstName: string | null; lastName: string | null; avatarUrl: string | null };

export function EditProfileForm(props: { profile: Profile; lastResult: LastResult }) {
  const [form, fields] = useDeferredSchemaForm(loadUpdateProfileSchema, {
    id: "update-profile",
    lastResult: props.lastResult,
    validateOn: "onBlur",
    defaultValue: {
      firstName: props.profile.firstName ?? "",
      lastName: props.profile.lastName ?? "",
      avatarUrl: props.profile.avatarUrl ?? "",
    },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value="update-profile" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field field={fields.firstName} label="First name" autoComplete="given-name" />
        <Field field={fields.lastName} label="Last name" autoComplete="family-name" />
      </div>
      <Field
        field={fields.avatarUrl}
        label="Avatar URL (optional)"
        type="url"
        placeholder="https://"
        hint="A square https image works best."
      />
      <button type="submit" className={buttonClass()}>
        Save Profile
      </button>
    </Form>
  );
}

/** Change the password; sign out every other session (its failure, if any, is `sessionsResult`). */
export function SecurityPanel(props: { lastResult: LastResult; sessionsResult: LastResult }) {
  const [form, fields] = useDeferredSchemaForm(loadChangePasswordSchema, {
    id: "change-password",
    lastResult: props.lastResult,
    validateOn: "onBlur",
  });
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <h3 className="font-semibold">Change password</h3>
        <input type="hidden" name="intent" value="change-password" />
        <FormErrors id={form.errorId} errors={form.errors} />
        <PasswordField field={fields.currentPassword} label="Current password" />
        <PasswordField field={fields.newPassword} label="New password" kind="new" />
        <button type="submit" className={buttonClass()}>
          Change Password
        </button>
      </Form>
      <Form method="post" className="space-y-4">
        <h3 className="font-semibold">Sessions</h3>
        <p className="text-sm text-muted-foreground">
          Signed in on a shared or lost device? Sign out everywhere except here.
        </p>
        <input type="hidden" name="intent" value="sign-out-others" />
        <FormErrors
          id="sign-out-others-errors"
          errors={props.sessionsResult?.error?.[""] ?? undefined}
        />
        <button type="submit" className={buttonClass({ variant: "outline" })}>
          Sign Out Other Sessions
        </button>
      </Form>
      <div className="space-y-4">
        <h3 className="font-semibold">Two-step verification</h3>
        <p className="text-sm text-muted-foreground">
          Ask for a code from an authenticator app after your password, so a stolen password alone
          cannot open your account.
        </p>
        <Link to="/profile/two-factor" className={buttonClass({ variant: "outline" })}>
          Manage Two-Step Verification
        </Link>
      </div>
    </div>
  );
}

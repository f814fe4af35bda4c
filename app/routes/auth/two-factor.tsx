import { getFormProps } from "@conform-to/react";
import { data, redirect, useNavigation } from "react-router";
import { finishSignIn, pendingSignIn } from "#app/.server/account/two-factor.ts";
import { knownClientAddress } from "#app/.server/web/client-address.ts";
import { invalidForm, parseFormPost } from "#app/.server/web/form-post.ts";
import { getSessionUser } from "#app/.server/web/session.ts";
import { withSetCookies } from "#app/.server/web/set-cookies.ts";
import { redirectWithToast } from "#app/.server/web/toast.ts";
import { BusySubmit } from "#app/components/forms/busy-submit.tsx";
import { FormErrors } from "#app/components/forms/field-parts.tsx";
import { Field } from "#app/components/forms/fields.tsx";
import { useDeferredSchemaForm } from "#app/components/forms/use-deferred-schema-form.ts";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { Form, Link } from "#app/lib/links.tsx";
import { safeRedirectPath } from "#app/lib/safe-redirect.ts";
import { privatePageMeta } from "#app/lib/seo/meta.ts";
import { SignInCodeSchema } from "#app/schemas/two-factor.ts";
import type { Route } from "./+types/two-factor";

const loadSchema = () =>
  import("#app/schemas/two-factor.ts").then((module) => module.SignInCodeSchema);

function readRequest(request: Request) {
  const url = new URL(request.url);
  return {
    method:
      url.searchParams.get("method") === "recovery" ? ("recovery" as const) : ("app" as const),
    redirectTo: safeRedirectPath(url.searchParams.get("redirectTo"), "/dashboard"),
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context;
  if (await getSessionUser(request, services)) throw redirect("/dashboard");
  return {
    ...readRequest(request),
    expired: (await pendingSignIn(services, request.headers)) === null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  const submission = await parseFormPost(request, SignInCodeSchema);
  if (submission.status !== "success") return invalidForm(submission);
  const result = await finishSignIn(services, request.headers, {
    ipAddress: knownClientAddress(request),
    factor: submission.value,
  });
  if (!result.ok) {
    return data(
      { result: submission.reply({ formErrors: [result.error], hideFields: ["code"] }) },
      { status: result.status },
    );
  }
  const headers = withSetCookies(result.setCookies);
  return redirectWithToast(
    services,
    readRequest(request).redirectTo,
    {
      type: "success",
      title: `Welcome back${result.firstName ? `, ${result.firstName}` : ""}!`,
    },
    { headers },
  );
}

const COPY = {
  app: {
    intro: "Enter the 6-digit code your authenticator app shows for this account.",
    label: "Authentication code",
    hint: "The code changes every 30 seconds.",
    switchTo: "recovery",
    switchLabel: "Use a recovery code instead",
  },
  recovery: {
    intro: "Lost your phone? Enter one of the recovery codes you saved. Each code works once.",
    label: "Recovery code",
    hint: "Like abcde-12345.",
    switchTo: "app",
    switchLabel: "Use a code from your app instead",
  },
} as const;

export default function TwoFactorSignInPage({ loaderData, actionData }: Route.ComponentProps) {
  const { method, redirectTo, expired } = loaderData;
  const copy = COPY[method];
  const navigation = useNavigation();
  const checking = navigation.state === "submitting";
  const [form, fields] = useDeferredSchemaForm(loadSchema, {
    id: `two-factor-${method}`,
    lastResult: actionData?.result,
    validateOn: "onSubmit",
  });
  const query = (next: string) =>
    `/auth/two-factor?method=${next}&redirectTo=${encodeURIComponent(redirectTo)}`;
  return (
    <section className="mx-auto max-w-lg px-4 pt-32 pb-20">
      <div className="space-y-6 rounded-2xl border bg-card p-6 sm:p-8">
        <h1 className="font-display text-3xl font-semibold">Two-Step Verification</h1>
        {expired ? (
          <>
            <p role="alert" className="text-muted-foreground">
              This sign-in has expired or was already used. Please sign in again with your password.
            </p>
            <Link to="/auth" className={buttonClass()}>
              Sign In Again
            </Link>
          </>
        ) : (
          <>
            <p className="text-muted-foreground">{copy.intro}</p>
            <Form method="post" {...getFormProps(form)} className="space-y-4">
              <input type="hidden" name="method" value={method} />
              <FormErrors id={form.errorId} errors={form.errors} />
              <Field
                field={fields.code}
                label={copy.label}
                hint={copy.hint}
                autoComplete="one-time-code"
                inputMode={method === "app" ? "numeric" : "text"}
                maxLength={method === "app" ? 7 : 11}
              />
              <BusySubmit busy={checking} busyLabel="Checking...">
                Verify
              </BusySubmit>
            </Form>
            <p className="text-sm">
              <Link
                to={query(copy.switchTo)}
                className="text-primary underline-offset-4 hover:underline"
              >
                {copy.switchLabel}
              </Link>
            </p>
          </>
        )}
      </div>
    </section>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta(matches, "Two-Step Verification");

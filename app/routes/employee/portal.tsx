import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { data, useNavigation } from "react-router";
import { getEmployeeDashboard } from "#app/.server/employee/dashboard.ts";
import { requestMeeting } from "#app/.server/employee/meeting-requests.ts";
import { employeePortalHint } from "#app/.server/employee/portal-hint.ts";
import { employeeDisplayName } from "#app/.server/employee/profile.ts";
import {
  checkEmployeeCredentials,
  EMPLOYEE_SIGN_IN_DISABLED,
} from "#app/.server/employee/sign-in.ts";
import {
  clearEmployeeSession,
  createEmployeeSession,
  endEmployeeSession,
  readEmployeeSession,
} from "#app/.server/web/employee-session.ts";
import { parseFormPost, postedText } from "#app/.server/web/form-post.ts";
import { enforceRateLimit, forgetRateLimitHit } from "#app/.server/web/rate-limit.ts";
import { RATE_LIMITS } from "#app/.server/web/rate-limit-rules.ts";
import { redirectWithToast } from "#app/.server/web/toast.ts";
import { DashboardView } from "#app/components/employee/portal-dashboard.tsx";
import { PortalSignInHint } from "#app/components/employee/portal-sign-in-hint.tsx";
import { BusySubmit } from "#app/components/forms/busy-submit.tsx";
import { FormErrors } from "#app/components/forms/field-parts.tsx";
import { EmailField, PasswordField } from "#app/components/forms/fields.tsx";
import { useDeferredSchemaForm } from "#app/components/forms/use-deferred-schema-form.ts";
import { SpriteIcon } from "#app/components/ui/sprite-icon.tsx";
import { Form } from "#app/lib/links.tsx";
import { privatePageMeta } from "#app/lib/seo/meta.ts";
import { EmployeePortalActionSchema, type EmployeePortalIntent } from "#app/schemas/employee.ts";
import type { Route } from "./+types/portal";

const PORTAL_PATH = "/employee-portal";

const loadSignInSchema = () =>
  import("#app/schemas/employee.ts").then((module) => module.EmployeeSignInSchema);
const HIDDEN_FIELDS = ["password"];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context;
  const { employee } = services.config;
  const session = await readEmployeeSession(request, services);
  const headers = new Headers();
  if (session.stale) headers.append("Set-Cookie", await clearEmployeeSession(services));
  if (session.profile) {
    const dashboard = await getEmployeeDashboard(services, session.profile);
    return data(
      {
        view: "dashboard" as const,
        ...dashboard,
        displayName: employeeDisplayName(session.profile),
      },
      { headers },
    );
  }
  return data(
    {
      view: "sign-in" as const,
      domain: employee.emailDomain,
      disabledMessage: employee.password === undefined ? EMPLOYEE_SIGN_IN_DISABLED : null,
      hint: employeePortalHint(services.config),
    },
    { headers },
  );
}

type ActionData = {
  intent: EmployeePortalIntent | null;
  result: SubmissionResult<string[]>;
};

function readIntent(value: FormDataEntryValue | null): EmployeePortalIntent | null {
  return value === "sign-in" || value === "sign-out" || value === "request-meeting" ? value : null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  const submission = await parseFormPost(request, EmployeePortalActionSchema);
  const intent = readIntent(postedText(submission, "intent"));
  const reply = (init: number | ResponseInit, formErrors?: string[]) =>
    data<ActionData>(
      { intent, result: submission.reply({ hideFields: HIDDEN_FIELDS, formErrors }) },
      init,
    );
  if (submission.status !== "success") return reply(400);
  const input = submission.value;

  switch (input.intent) {
    case "sign-in": {
      const { employee } = services.config;
      if (employee.password === undefined) return reply(403, [EMPLOYEE_SIGN_IN_DISABLED]);
      const limit = await enforceRateLimit(services.db, request, RATE_LIMITS.employeeSignIn);
      if (!limit.allowed) return reply(limit.init, [limit.message]);
      const result = checkEmployeeCredentials(employee, input);
      if (!result.ok) return reply(result.reason === "disabled" ? 403 : 401, [result.error]);
      await forgetRateLimitHit(services.db, limit.hitId);
      const cookie = await createEmployeeSession(services, result.profile.email);
      return redirectWithToast(
        services,
        PORTAL_PATH,
        {
          type: "success",
          title: `Welcome to the Employee Portal, ${result.profile.firstName || employeeDisplayName(result.profile)}!`,
        },
        { headers: { "Set-Cookie": cookie } },
      );
    }
    case "sign-out":
      // Signing out ends the session on the server and always clears the cookie, even one that
      // no longer reads as a session.
      return redirectWithToast(
        services,
        PORTAL_PATH,
        { type: "success", title: "You have signed out of the Employee Portal" },
        { headers: { "Set-Cookie": await endEmployeeSession(request, services) } },
      );
    case "request-meeting": {
      const { profile } = await readEmployeeSession(request, services);
      if (!profile) {
        return redirectWithToast(services, PORTAL_PATH, {
          type: "error",
          title: "Please sign in to the Employee Portal to request a meeting",
        });
      }
      const result = await requestMeeting(
        services.db,
        services.config.employee.emailDomain,
        profile,
        input.managerId,
      );
      if (!result.ok) return reply(result.status, [result.error]);
      return redirectWithToast(services, PORTAL_PATH, {
        type: "success",
        title: `Meeting request sent to ${result.manager.name}`,
        description: result.alreadyPending
          ? "Your earlier request is still waiting for an answer."
          : undefined,
      });
    }
  }
}

type SignInData = Extract<Route.ComponentProps["loaderData"], { view: "sign-in" }>;

const card = "rounded-2xl border bg-card p-6";

function SignInView(props: { data: SignInData; lastResult: ActionData["result"] | null }) {
  const { domain, disabledMessage, hint } = props.data;
  const enabled = disabledMessage === null;
  const navigation = useNavigation();
  const submitting =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "sign-in";
  const [form, fields] = useDeferredSchemaForm(loadSignInSchema, {
    id: "employee-sign-in",
    lastResult: props.lastResult,
    validateOn: "onSubmit",
  });
  return (
    <section className="mx-auto max-w-lg px-4 pt-32 pb-20">
      <div className={`${card} sm:p-8`}>
        <SpriteIcon name="shield-check" className="size-10 text-primary" />
        <h1 className="mt-4 font-display text-3xl font-semibold">Employee Access Only</h1>
        <p className="mt-2 text-muted-foreground">
          Sign in with your company e-mail address at <strong>@{domain}</strong> and the employee
          password.
        </p>
        {enabled ? null : (
          <p
            id="employee-sign-in-disabled"
            className="mt-6 rounded-lg border border-danger/50 bg-danger/10 px-3 py-2 text-sm text-danger"
          >
            {disabledMessage}
          </p>
        )}
        <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4">
          <input type="hidden" name="intent" value="sign-in" />
          <fieldset
            disabled={!enabled}
            aria-describedby={enabled ? undefined : "employee-sign-in-disabled"}
            className="space-y-4"
          >
            <legend className="sr-only">Employee sign-in</legend>
            <FormErrors id={form.errorId} errors={form.errors} />
            <EmailField field={fields.email} label="Company email" placeholder={`name@${domain}`} />
            <PasswordField field={fields.password} label="Employee password" />
            <BusySubmit busy={submitting} busyLabel="Signing In...">
              Sign In
            </BusySubmit>
          </fieldset>
        </Form>
        <PortalSignInHint hint={hint} domain={domain} />
      </div>
    </section>
  );
}

export default function EmployeePortalPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const checking =
    navigation.state === "loading" &&
    navigation.location.pathname === PORTAL_PATH &&
    navigation.formData === undefined;
  const lastResult = (intent: EmployeePortalIntent) =>
    actionData?.intent === intent ? actionData.result : null;
  return (
    <>
      {checking ? (
        <p role="status" className="sr-only">
          Checking your employee session...
        </p>
      ) : null}
      {loaderData.view === "dashboard" ? (
        <DashboardView
          data={loaderData}
          meetingErrors={lastResult("request-meeting")?.error?.[""] ?? undefined}
        />
      ) : (
        <SignInView data={loaderData} lastResult={lastResult("sign-in")} />
      )}
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta(matches, "Employee Portal");

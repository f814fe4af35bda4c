import { data, redirect, useNavigation, useSearchParams } from "react-router";
import type { z } from "zod";
import { requestPasswordReset, resetPassword } from "#app/.server/account/passwords.ts";
import { signIn } from "#app/.server/account/sign-in.ts";
import { signUp } from "#app/.server/account/sign-up.ts";
import type { AppServices } from "#app/.server/services.ts";
import { campaignOfRequest } from "#app/.server/web/campaign-visit.ts";
import { knownClientAddress } from "#app/.server/web/client-address.ts";
import { parseFormPost, postedText } from "#app/.server/web/form-post.ts";
import {
  MAINTENANCE_WRITE_MESSAGE,
  maintenanceHoldsChanges,
} from "#app/.server/web/maintenance.ts";
import { enforceRateLimit } from "#app/.server/web/rate-limit.ts";
import { RATE_LIMITS } from "#app/.server/web/rate-limit-rules.ts";
import { getSessionUser } from "#app/.server/web/session.ts";
import { withSetCookies } from "#app/.server/web/set-cookies.ts";
import { redirectWithToast } from "#app/.server/web/toast.ts";
import {
  type AuthActionData,
  AuthPanel,
  useResetRequestToast,
} from "#app/components/auth/auth-panel.tsx";
import { FAILURE_MESSAGES } from "#app/lib/failure-messages.ts";
import { Form } from "#app/lib/links.tsx";
import {
  guardServerAction,
  isRequestFailed,
  keepDataAfterFailure,
  postedField,
} from "#app/lib/request-failure.ts";
import { safeRedirectPath } from "#app/lib/safe-redirect.ts";
import { privatePageMeta } from "#app/lib/seo/meta.ts";
import { AuthActionSchema } from "#app/schemas/auth.ts";
import { AUTH_MODES, type AuthMode } from "#app/schemas/form-choices.ts";
import type { Route } from "./+types/auth";

const HIDDEN = ["password"];

function readMode(value: string | null): AuthMode {
  return AUTH_MODES.includes(value as AuthMode) ? (value as AuthMode) : "login";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const mode = readMode(url.searchParams.get("mode"));
  const user = await getSessionUser(request, context.services);
  if (user && mode !== "reset") throw redirect("/dashboard");
  return {
    mode,
    token: url.searchParams.get("token"),
    tokenError: url.searchParams.get("error"),
    // The verification link comes back with ?verified=1, plus &error=... when it was refused.
    verification:
      url.searchParams.get("verified") === "1"
        ? url.searchParams.get("error")
          ? ("failed" as const)
          : ("ok" as const)
        : null,
    redirectTo: safeRedirectPath(url.searchParams.get("redirectTo"), "/dashboard"),
  };
}

const LIMITS = { signup: RATE_LIMITS.signUp, forgot: RATE_LIMITS.passwordReset } as const;

type AuthInput = z.infer<typeof AuthActionSchema>;
type Reply = (
  init: number | ResponseInit,
  formErrors?: string[],
) => ReturnType<typeof data<AuthActionData>>;
type IntentContext = {
  services: AppServices;
  request: Request;
  redirectTo: unknown;
  reply: Reply;
};

async function performIntent(input: AuthInput, ctx: IntentContext) {
  const { services, reply } = ctx;
  switch (input.intent) {
    case "login": {
      const result = await signIn(services, {
        email: input.email,
        password: input.password,
        ipAddress: knownClientAddress(ctx.request),
        headers: ctx.request.headers,
      });
      if (!result.ok) return reply(result.status, [result.error]);
      const headers = withSetCookies(result.setCookies);
      const target = safeRedirectPath(ctx.redirectTo, "/dashboard");
      if (result.ok === "second-factor") {
        return redirect(`/auth/two-factor?redirectTo=${encodeURIComponent(target)}`, { headers });
      }
      return redirectWithToast(
        services,
        target,
        {
          type: "success",
          title: `Welcome back${result.firstName ? `, ${result.firstName}` : ""}!`,
        },
        { headers },
      );
    }
    case "signup": {
      await signUp(services, input, await campaignOfRequest(ctx.request, services));
      return redirectWithToast(services, "/auth", {
        type: "success",
        title: `Welcome to the Collective, ${input.firstName}!`,
        description: "Please check your email to verify your account.",
      });
    }
    case "forgot":
      await requestPasswordReset(services, input.email);
      return data<AuthActionData>({ intent: "forgot", result: null, sentTo: input.email });
    case "reset": {
      const result = await resetPassword(services, input);
      if (!result.ok) return reply(400, [result.error]);
      return redirectWithToast(services, "/auth", {
        type: "success",
        title: "Your password has been updated",
        description: "Sign in with your new password.",
      });
    }
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  const submission = await parseFormPost(request, AuthActionSchema);
  const rawIntent = postedText(submission, "intent");
  const intent = AUTH_MODES.includes(rawIntent as AuthMode) ? (rawIntent as AuthMode) : null;
  const reply: Reply = (init, formErrors) =>
    data<AuthActionData>(
      { intent, result: submission.reply({ hideFields: HIDDEN, formErrors }) },
      init,
    );
  if (submission.status !== "success") return reply(400);

  const input = submission.value;
  // Maintenance mode lets this form through so that an admin can sign in; nothing else passes.
  if (input.intent !== "login") {
    const userId = (await getSessionUser(request, services))?.id ?? null;
    if (await maintenanceHoldsChanges(services.db, services.config, userId)) {
      return reply(503, [MAINTENANCE_WRITE_MESSAGE]);
    }
  }
  if (input.intent === "signup" || input.intent === "forgot") {
    const limit = await enforceRateLimit(services.db, request, LIMITS[input.intent]);
    if (!limit.allowed) return reply(limit.init, [limit.message]);
  }
  try {
    return await performIntent(input, {
      services,
      request,
      redirectTo: postedText(submission, "redirectTo"),
      reply,
    });
  } catch (error) {
    services.logger.error({ err: error, intent }, "auth action failed");
    return reply(500, ["An unexpected error occurred"]);
  }
}

/** The specification's fallback message for each form when its request got no answer. */
const FAILED: Record<AuthMode, string> = {
  login: FAILURE_MESSAGES.signIn,
  signup: FAILURE_MESSAGES.signUp,
  forgot: FAILURE_MESSAGES.passwordReset,
  reset: FAILURE_MESSAGES.passwordReset,
};

/** In the browser (page and dialog alike): a failed request keeps the form and says so. */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const intent = readMode(await postedField(request, "intent"));
  const answer = await guardServerAction(serverAction, FAILED[intent]);
  return isRequestFailed(answer) ? { ...answer, intent } : answer;
}

export const shouldRevalidate = keepDataAfterFailure;

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [, setSearchParams] = useSearchParams();
  const submitting =
    navigation.state === "submitting" && navigation.formAction?.startsWith("/auth") === true;
  useResetRequestToast(actionData);
  const invalidResetLink =
    loaderData.mode === "reset" && (!loaderData.token || Boolean(loaderData.tokenError));

  return (
    <section className="mx-auto max-w-lg px-4 pt-32 pb-20">
      <div className="rounded-2xl border bg-card p-6 sm:p-8">
        {loaderData.verification === "ok" ? (
          <p role="status" className="mb-6 rounded-lg bg-muted px-3 py-2 text-sm">
            Your email address is verified. You can sign in now.
          </p>
        ) : null}
        {loaderData.verification === "failed" ? (
          <p
            role="alert"
            className="mb-6 rounded-lg border border-danger/50 px-3 py-2 text-sm text-danger"
          >
            This verification link is invalid or has expired. Sign in and we will send you a new
            one.
          </p>
        ) : null}
        {invalidResetLink ? (
          <p
            role="alert"
            className="mb-6 rounded-lg border border-danger/50 px-3 py-2 text-sm text-danger"
          >
            This reset link is invalid or has expired. Please request a new one.
          </p>
        ) : null}
        <AuthPanel
          initialMode={invalidResetLink ? "forgot" : loaderData.mode}
          Form={Form}
          actionData={actionData}
          submitting={submitting}
          token={loaderData.token}
          redirectTo={loaderData.redirectTo}
          onModeChange={(mode) =>
            setSearchParams(
              (params) => {
                params.set("mode", mode);
                params.delete("token");
                params.delete("error");
                params.delete("verified");
                return params;
              },
              { replace: true, preventScrollReset: true },
            )
          }
        />
      </div>
    </section>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "Sign In");

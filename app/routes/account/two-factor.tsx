import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import {
  type AuthenticatorSetup,
  authenticatorSetup,
} from "#app/.server/account/authenticator-setup.ts";
import { isAdmin } from "#app/.server/account/roles.ts";
import {
  type Actor,
  confirmSetup,
  newRecoveryCodes,
  startSetup,
  turnOff,
  twoFactorStatus,
} from "#app/.server/account/two-factor.ts";
import { knownClientAddress } from "#app/.server/web/client-address.ts";
import { parseFormPost, postedText } from "#app/.server/web/form-post.ts";
import { mustSetUpTwoFactor, requireUser } from "#app/.server/web/session.ts";
import { withSetCookies } from "#app/.server/web/set-cookies.ts";
import { redirectWithToast } from "#app/.server/web/toast.ts";
import { IntentForm, RecoveryCodes, SetupStep } from "#app/components/account/two-factor-forms.tsx";
import { ReturnLink } from "#app/components/blocks/back-link.tsx";
import { privatePageMeta } from "#app/lib/seo/meta.ts";
import { TwoFactorActionSchema } from "#app/schemas/two-factor.ts";
import type { Route } from "./+types/two-factor";

const PAGE = "/profile/two-factor";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context;
  const user = await requireUser(request, services);
  const status = await twoFactorStatus(services, user.id);
  const required =
    !status.enabled &&
    (await isAdmin(services.db, user.id)) &&
    (await mustSetUpTwoFactor(services, user.id));
  return { ...status, required };
}

type ActionData = {
  intent: string;
  result: SubmissionResult<string[]>;
  setup?: AuthenticatorSetup;
  recoveryCodes?: string[];
};

const HIDDEN = ["password", "code"];

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  const user = await requireUser(request, services);
  const submission = await parseFormPost(request, TwoFactorActionSchema);
  const intent = postedText(submission, "intent") ?? "";
  const refuse = (status: number, error?: string, more: Partial<ActionData> = {}) =>
    data<ActionData>(
      {
        intent,
        result: submission.reply({ hideFields: HIDDEN, formErrors: error ? [error] : undefined }),
        ...more,
      },
      { status },
    );
  if (submission.status !== "success") return refuse(400);
  const actor: Actor = { email: user.email, ipAddress: knownClientAddress(request) };
  const input = submission.value;
  switch (input.intent) {
    case "start": {
      const result = await startSetup(services, request.headers, { ...actor, ...input });
      if (!result.ok) return refuse(result.status, result.error);
      return data<ActionData>({
        intent: "confirm",
        result: submission.reply({ resetForm: true }),
        setup: authenticatorSetup(result.totpUri, result.recoveryCodes),
      });
    }
    case "confirm": {
      const result = await confirmSetup(services, request.headers, { ...actor, code: input.code });
      if (!result.ok) {
        const codes = input.recoveryCodes.split(/\s+/).filter(Boolean);
        return refuse(result.status, result.error, {
          setup: authenticatorSetup(input.totpUri, codes),
        });
      }
      return redirectWithToast(
        services,
        PAGE,
        {
          type: "success",
          title: "Two-step verification is on",
          description: "You will be asked for a code from your app each time you sign in.",
        },
        { headers: withSetCookies(result.setCookies) },
      );
    }
    case "turn-off": {
      const result = await turnOff(services, request.headers, {
        ...actor,
        password: input.password,
        factor: input.code,
      });
      if (!result.ok) return refuse(result.status, result.error);
      return redirectWithToast(
        services,
        PAGE,
        { type: "success", title: "Two-step verification is off" },
        { headers: withSetCookies(result.setCookies) },
      );
    }
    case "new-codes": {
      const result = await newRecoveryCodes(services, request.headers, { ...actor, ...input });
      if (!result.ok) return refuse(result.status, result.error);
      return data<ActionData>({
        intent,
        result: submission.reply({ resetForm: true }),
        recoveryCodes: result.recoveryCodes,
      });
    }
  }
}

export default function TwoFactorSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { enabled, recoveryCodesLeft, required } = loaderData;
  const codesLeft = `You have ${recoveryCodesLeft} unused recovery code${recoveryCodesLeft === 1 ? "" : "s"}.`;
  const lastResult = (intent: string) => (actionData?.intent === intent ? actionData.result : null);
  return (
    <section className="mx-auto max-w-2xl space-y-6 px-4 pt-28 pb-20">
      <ReturnLink to="/profile?panel=security" label="Back to Security Settings" />
      <h1 className="font-display text-3xl font-semibold">Two-Step Verification</h1>
      {required ? (
        <p role="alert" className="rounded-lg border border-danger/50 px-3 py-2 text-sm">
          This site requires admins to sign in with a second step. Set it up here to open the admin
          pages.
        </p>
      ) : null}
      <div className="space-y-6 rounded-2xl border bg-card p-6">
        {actionData?.setup ? (
          <SetupStep setup={actionData.setup} lastResult={lastResult("confirm")} />
        ) : enabled ? (
          <>
            <p>
              Two-step verification is <strong>on</strong>. Signing in asks for a code from your
              authenticator app after your password. {codesLeft}
            </p>
            {actionData?.recoveryCodes ? <RecoveryCodes codes={actionData.recoveryCodes} /> : null}
            <div className="grid gap-8 md:grid-cols-2">
              <div className="space-y-2">
                <h2 className="font-semibold">New recovery codes</h2>
                <p className="text-sm text-muted-foreground">
                  Used some, or lost the list? New codes replace all the old ones.
                </p>
                <IntentForm
                  intent="new-codes"
                  lastResult={lastResult("new-codes")}
                  button="Make New Codes"
                  password
                />
              </div>
              <div className="space-y-2">
                <h2 className="font-semibold">Turn off</h2>
                <p className="text-sm text-muted-foreground">
                  Needs your password and a code from your app or a recovery code.
                </p>
                <IntentForm
                  intent="turn-off"
                  lastResult={lastResult("turn-off")}
                  button="Turn Off"
                  danger
                  password
                  code={{ label: "Code", hint: "From your app, or a recovery code." }}
                />
              </div>
            </div>
          </>
        ) : (
          <>
            <p>
              Two-step verification is <strong>off</strong>. Turn it on and signing in will ask for
              a code from an authenticator app on your phone as well as your password, so a stolen
              password alone cannot open your account.
            </p>
            <IntentForm
              intent="start"
              lastResult={lastResult("start")}
              button="Set Up Two-Step Verification"
              password
            />
          </>
        )}
      </div>
    </section>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  privatePageMeta(matches, "Two-Step Verification");

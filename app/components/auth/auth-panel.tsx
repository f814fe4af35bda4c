import type { SubmissionResult } from "@conform-to/react";
import { type ComponentType, type ReactNode, useEffect, useState } from "react";
import { toast } from "#app/components/ui/toast.tsx";
import type { AuthMode } from "#app/schemas/form-choices.ts";
import {
  AUTH_COPY,
  ForgotForm,
  type FormComponent,
  LoginForm,
  ResetForm,
  SignUpForm,
} from "./auth-forms.tsx";

/** What the /auth action answers when it does not redirect. */
export type AuthActionData = {
  intent: AuthMode | null;
  result: SubmissionResult<string[]> | null;
  sentTo?: string;
};

export function useResetRequestToast(data: AuthActionData | undefined) {
  useEffect(() => {
    if (data?.sentTo) toast.success("Password reset email sent!");
  }, [data]);
}

/** The three modes (and reset) in one place, for the /auth page and the auth dialog alike. */
export function AuthPanel(props: {
  initialMode: AuthMode;
  Form: FormComponent;
  actionData: AuthActionData | undefined;
  submitting: boolean;
  token?: string | null;
  redirectTo?: string;
  /** The dialog passes its own title and description parts so they label it; the page uses h1 and p. */
  Title?: ComponentType<{ className?: string; children: ReactNode }>;
  Description?: ComponentType<{ className?: string; children: ReactNode }>;
  onModeChange?: (mode: AuthMode) => void;
}) {
  const [mode, setMode] = useState<AuthMode>(props.initialMode);
  const [dismissedSentTo, setDismissedSentTo] = useState<string | null>(null);
  useEffect(() => setMode(props.initialMode), [props.initialMode]);

  const changeMode = (next: AuthMode) => {
    setMode(next);
    props.onModeChange?.(next);
  };
  const { actionData } = props;
  const lastResult = actionData?.intent === mode ? actionData.result : null;
  const sentTo =
    mode === "forgot" && actionData?.sentTo && actionData.sentTo !== dismissedSentTo
      ? actionData.sentTo
      : null;
  const Title = props.Title ?? "h1";
  const Description = props.Description ?? "p";
  const copy = AUTH_COPY[mode];
  const common = { Form: props.Form, submitting: props.submitting, onModeChange: changeMode };

  return (
    <div>
      <Title className="font-display text-3xl font-semibold">{copy.title}</Title>
      <Description className="mt-2 mb-6 text-muted-foreground">{copy.description}</Description>
      {mode === "login" ? (
        <LoginForm {...common} lastResult={lastResult} redirectTo={props.redirectTo} />
      ) : mode === "signup" ? (
        <SignUpForm {...common} lastResult={lastResult} />
      ) : mode === "forgot" ? (
        <ForgotForm
          {...common}
          lastResult={lastResult}
          sentTo={sentTo}
          onReset={() => setDismissedSentTo(actionData?.sentTo ?? null)}
        />
      ) : (
        <ResetForm
          Form={props.Form}
          submitting={props.submitting}
          lastResult={lastResult}
          token={props.token ?? ""}
        />
      )}
    </div>
  );
}

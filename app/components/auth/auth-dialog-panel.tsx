import { useFetcher, useLocation } from "react-router";
import { DialogDescription, DialogTitle } from "#app/components/ui/dialog.tsx";
import type { AuthView } from "#app/lib/browser-events.ts";
import { type AuthActionData, AuthPanel, useResetRequestToast } from "./auth-panel.tsx";

/** The dialog's forms, posted through a fetcher; loaded only once someone opens the dialog. */
export default function AuthDialogPanel(props: { view: AuthView }) {
  const fetcher = useFetcher<AuthActionData>({ key: "auth-dialog" });
  const location = useLocation();
  useResetRequestToast(fetcher.data);
  return (
    <AuthPanel
      initialMode={props.view}
      Form={fetcher.Form}
      actionData={fetcher.data}
      submitting={fetcher.state === "submitting"}
      redirectTo={`${location.pathname}${location.search}`}
      Title={DialogTitle}
      Description={DialogDescription}
    />
  );
}

import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";
import { type AuthView, OPEN_AUTH_MODAL_EVENT, readAuthView } from "#app/lib/browser-events.ts";

// The forms and their validation weigh more than the rest of the chrome: fetch them on first open.
const AuthDialogPanel = lazy(() => import("./auth/auth-dialog-panel.tsx"));

function LoadingPanel() {
  return (
    <div>
      <DialogTitle className="font-display text-2xl">Loading...</DialogTitle>
      <DialogDescription className="mt-2 text-muted-foreground">
        Preparing the sign-in form.
      </DialogDescription>
    </div>
  );
}

/**
 * Opens on the application-wide `open-auth-modal` event, in the view it names (login by default),
 * with the same forms as /auth; a successful sign-in navigates, which closes it.
 */
export function AuthDialog() {
  const [view, setView] = useState<AuthView | null>(null);
  const location = useLocation();

  useEffect(() => {
    const onOpen = (event: Event) => setView(readAuthView(event));
    window.addEventListener(OPEN_AUTH_MODAL_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_AUTH_MODAL_EVENT, onOpen);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setView(null), [location.key]);

  return (
    <Dialog open={view !== null} onOpenChange={(open) => !open && setView(null)}>
      {view ? (
        <DialogContent data-view={view} className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
          <Suspense fallback={<LoadingPanel />}>
            <AuthDialogPanel view={view} />
          </Suspense>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

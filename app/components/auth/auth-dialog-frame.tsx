import { lazy, Suspense } from "react";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";
import type { AuthView } from "#app/lib/browser-events.ts";

// The forms and their validation weigh more than the dialog itself: they follow it on first open.
const AuthDialogPanel = lazy(() => import("./auth-dialog-panel.tsx"));

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

/** The sign-in dialog in the view it was opened with; closed when `view` is null. */
export default function AuthDialogFrame(props: { view: AuthView | null; onClose: () => void }) {
  const { view, onClose } = props;
  return (
    <Dialog open={view !== null} onOpenChange={(open) => !open && onClose()}>
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

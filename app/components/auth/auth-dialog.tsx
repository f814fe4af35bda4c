import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { type AuthView, OPEN_AUTH_MODAL_EVENT, readAuthView } from "#app/lib/browser-events.ts";
import { useOpenedOnce } from "#app/lib/use-opened-once.ts";

const AuthDialogFrame = lazy(() => import("./auth-dialog-frame.tsx"));

/**
 * Opens on the application-wide `open-auth-modal` event, in the view it names (login by default),
 * with the same forms as /auth; a successful sign-in navigates, which closes it.
 */
export function AuthDialog() {
  const [view, setView] = useState<AuthView | null>(null);
  const opened = useOpenedOnce(view !== null);
  const location = useLocation();

  useEffect(() => {
    const onOpen = (event: Event) => setView(readAuthView(event));
    window.addEventListener(OPEN_AUTH_MODAL_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_AUTH_MODAL_EVENT, onOpen);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setView(null), [location.key]);

  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialogFrame view={view} onClose={() => setView(null)} />
    </Suspense>
  );
}

import { type ComponentProps, lazy, Suspense, useSyncExternalStore } from "react";
import type { ExternalToast } from "sonner";

/*
 * Toasts are rare (a form sent, an item added) but sonner weighs about as much as the rest of the
 * chrome: it loads with the first toast, not with every page.
 */
let sonner: Promise<typeof import("sonner")> | undefined;
let wanted = false;
const listeners = new Set<() => void>();

function loadSonner() {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  sonner ??= import("sonner");
  return sonner;
}

/** sonner's `toast.success` and `toast.error`, shown once sonner has loaded. */
export const toast = {
  success(message: string, options?: ExternalToast) {
    void loadSonner().then((module) => module.toast.success(message, options));
  },
  error(message: string, options?: ExternalToast) {
    void loadSonner().then((module) => module.toast.error(message, options));
  },
};

const SonnerToaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** sonner's Toaster, mounted with the first toast (it shows toasts raised before it mounted). */
export function Toaster(props: ComponentProps<typeof SonnerToaster>) {
  const mounted = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster {...props} />
    </Suspense>
  );
}

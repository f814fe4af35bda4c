import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * Loads the collection script after hydration, as a file of its own, and tells it about every
 * navigation; a change of the #fragment alone is not a new page.
 */
export function PageAnalytics() {
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new path or query is a page view.
  useEffect(() => {
    import("#app/lib/analytics/tracker.ts").then(
      (tracker) => tracker.trackPageView(),
      () => undefined,
    );
  }, [pathname, search]);
  return null;
}

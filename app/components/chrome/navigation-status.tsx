import { useNavigation } from "react-router";

/** The "Loading..." screen, shown while the next page's data loads: the click did something. */
export function NavigationStatus() {
  const navigation = useNavigation();
  const loading = navigation.state === "loading";
  return (
    <div role="status" aria-live="polite" className={loading ? "" : "sr-only"}>
      {loading ? (
        <div className="fixed inset-x-0 top-16 z-50 flex justify-center">
          <span className="rounded-b-lg bg-primary px-4 py-1 text-sm text-primary-foreground">
            Loading...
          </span>
        </div>
      ) : null}
    </div>
  );
}

import { useFetcher, useLocation } from "react-router";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { SpriteIcon } from "#app/components/ui/sprite-icon.tsx";
import { Tooltip } from "#app/components/ui/tooltip.tsx";
import { withoutEagerDiscovery } from "#app/lib/links.tsx";

type Theme = "dark" | "light";

/** Shows the pending choice at once; the cookie makes it stick and the server paints it next time. */
export function useOptimisticTheme(serverTheme: Theme): Theme {
  const fetcher = useFetcher({ key: "theme" });
  const pending = fetcher.formData?.get("theme");
  return pending === "light" || pending === "dark" ? pending : serverTheme;
}

export function ThemeSwitch(props: { theme: Theme }) {
  const fetcher = useFetcher({ key: "theme" });
  const location = useLocation();
  const next: Theme = props.theme === "dark" ? "light" : "dark";
  const label = `Switch to ${next} theme`;
  return (
    <fetcher.Form method="post" action="/resources/theme" {...withoutEagerDiscovery}>
      <input type="hidden" name="theme" value={next} />
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      <Tooltip label={label}>
        <button
          type="submit"
          className={buttonClass({ variant: "ghost", size: "icon" })}
          aria-label={label}
        >
          {props.theme === "dark" ? (
            <SpriteIcon name="sun" className="h-5 w-5" />
          ) : (
            <SpriteIcon name="moon" className="h-5 w-5" />
          )}
        </button>
      </Tooltip>
    </fetcher.Form>
  );
}

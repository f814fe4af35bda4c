import { useEffect, useState } from "react";
import { useMatches, useNavigate } from "react-router";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { SpriteIcon } from "#app/components/ui/sprite-icon.tsx";
import { Link } from "#app/lib/links.tsx";
import { pageTitle } from "#app/lib/seo/meta.ts";

/** What a signed-in non-admin sees (with HTTP 403) on any admin page: it exists, not for them. */
export function AdminAccessRequired() {
  const navigate = useNavigate();
  const matches = useMatches();
  // The server cannot know the tab's history: it renders the way out that always works (a link to
  // the dashboard), and the browser swaps in a real "back" once it sees there is somewhere to go.
  const [canGoBack, setCanGoBack] = useState(false);
  useEffect(() => {
    setCanGoBack(window.history.length > 1);
  }, []);
  const className = buttonClass({ className: "mt-8" });
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 pt-40 pb-16 text-center">
      {/* Only the root's meta runs for an error it renders, so the page names itself. */}
      <title>{pageTitle(matches, "Admin Access Required")}</title>
      <SpriteIcon name="shield-exclamation-point" className="size-12 text-danger" />
      <h1 className="mt-4 font-display text-3xl font-semibold">Admin Access Required</h1>
      <p className="mt-4 text-muted-foreground">You don't have permission to access this area.</p>
      {canGoBack ? (
        <button type="button" onClick={() => navigate(-1)} className={className}>
          Go Back
        </button>
      ) : (
        <Link to="/dashboard" className={className}>
          Go Back
        </Link>
      )}
    </section>
  );
}

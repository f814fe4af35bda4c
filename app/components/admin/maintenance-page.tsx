import { SpriteIcon } from "#app/components/ui/sprite-icon.tsx";
import { Link } from "#app/lib/links.tsx";

export function MaintenancePage(props: { siteName: string }) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 pt-40 pb-16 text-center">
      {/* No route's meta runs for the root's own error, so the page names itself (React hoists it). */}
      <title>{`Maintenance — ${props.siteName}`}</title>
      <SpriteIcon name="wrench" className="size-12 text-primary" />
      <h1 className="mt-4 font-display text-3xl font-semibold">We'll be back soon</h1>
      <p className="mt-4 text-muted-foreground">
        {props.siteName} is undergoing scheduled maintenance. Please check back in a little while.
      </p>
      <p className="mt-8 text-sm text-muted-foreground">
        Administrators can still{" "}
        <Link to="/auth" className="text-primary underline underline-offset-4">
          sign in
        </Link>
        .
      </p>
    </section>
  );
}

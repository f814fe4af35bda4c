import { buttonClass } from "#app/components/ui/button-styles.ts";
import { Link } from "#app/lib/links.tsx";

export function NotFound() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 pt-40 pb-16 text-center">
      <p className="font-display text-7xl text-primary">404</p>
      <h1 className="mt-4 font-display text-3xl font-semibold">This page drifted out of orbit</h1>
      <p className="mt-4 text-muted-foreground">
        We could not find the page you asked for. It may have moved, or the link may be mistyped.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass()}>
          Back to Home
        </Link>
        <Link to="/search" className={buttonClass({ variant: "outline" })}>
          Search the site
        </Link>
      </div>
    </section>
  );
}

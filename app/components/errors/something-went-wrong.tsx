import { useLocation } from "react-router";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { Link } from "#app/lib/links.tsx";
import { REFERENCE_ELEMENT_ID, useRequestReference } from "#app/lib/request-reference.tsx";

/**
 * An error the page could not recover from, drawn inside the site's header and footer so the
 * visitor can go on from here. The message says what happened in plain words, never internals; the
 * request's reference lets support find its log line.
 */
export function SomethingWentWrong(props: { status: number }) {
  const { pathname, search } = useLocation();
  const refused = props.status >= 400 && props.status < 500;
  const reference = useRequestReference();
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-2xl flex-col items-center px-4 pt-40 pb-16 text-center"
    >
      <p className="font-display text-7xl text-primary">{props.status}</p>
      <h1 className="mt-4 font-display text-3xl font-semibold">Something Went Wrong</h1>
      <p className="mt-4 text-muted-foreground">
        {refused
          ? "This request could not be handled. Please go back and try again."
          : "We could not load this page just now. Please try again in a moment."}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a href={`${pathname}${search}`} className={buttonClass()}>
          Try Again
        </a>
        <Link to="/" className={buttonClass({ variant: "outline" })}>
          Back to Home
        </Link>
      </div>
      {reference ? (
        <p className="mt-8 text-xs text-muted-foreground">
          If you contact us about this, quote the reference{" "}
          <code id={REFERENCE_ELEMENT_ID} className="font-mono">
            {reference}
          </code>
          .
        </p>
      ) : null}
    </section>
  );
}

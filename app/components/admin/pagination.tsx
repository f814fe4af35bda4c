import { buttonClass } from "#app/components/ui/button-styles.ts";
import { cn } from "#app/lib/cn.ts";
import { Link } from "#app/lib/links.tsx";

/** Previous and next links around "Page n of m"; an end that goes nowhere stays, greyed out. */
export function Pagination(props: {
  page: number;
  pageCount: number;
  href: (page: number) => string;
}) {
  const { page, pageCount, href } = props;
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-3">
      <PageLink to={page > 1 ? href(page - 1) : null} rel="prev" label="Previous" />
      <p className="text-sm text-muted-foreground">
        Page {page} of {pageCount}
      </p>
      <PageLink to={page < pageCount ? href(page + 1) : null} rel="next" label="Next" />
    </nav>
  );
}

function PageLink(props: { to: string | null; rel: "prev" | "next"; label: string }) {
  const linkClass = buttonClass({ variant: "outline", size: "sm" });
  if (props.to === null) {
    return (
      <span aria-disabled="true" className={cn(linkClass, "pointer-events-none opacity-50")}>
        {props.label}
      </span>
    );
  }
  return (
    <Link to={props.to} className={linkClass} rel={props.rel}>
      {props.label}
    </Link>
  );
}

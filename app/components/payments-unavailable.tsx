import { CircleAlert } from "lucide-react";
import { cn } from "#app/lib/cn.ts";

/** Shown where a payment form would be while the site has no payment provider set up. */
export function PaymentsUnavailable(props: {
  message: string;
  support: string;
  className?: string;
}) {
  return (
    <section
      aria-labelledby="payments-unavailable-title"
      className={cn("rounded-2xl border bg-card p-6 text-center", props.className)}
    >
      <CircleAlert className="mx-auto size-10 text-danger" aria-hidden />
      <h2 id="payments-unavailable-title" className="mt-3 font-display text-xl font-semibold">
        Payments are not set up
      </h2>
      <p className="mt-2 text-muted-foreground">{props.message}</p>
      <p className="mt-2 text-sm">
        Questions:{" "}
        <a className="text-primary underline" href={`mailto:${props.support}`}>
          {props.support}
        </a>
      </p>
    </section>
  );
}

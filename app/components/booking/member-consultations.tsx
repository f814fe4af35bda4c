import type { MemberConsultation } from "#app/.server/booking/member-consultations.ts";
import { TestPaymentBadge } from "#app/components/payments/payment-notices.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { Link } from "#app/lib/links.tsx";

/** The dashboard's list of the member's booked consultations. */
export function MemberConsultations(props: { consultations: MemberConsultation[] }) {
  return (
    <section aria-labelledby="consultations-title" className="rounded-2xl border bg-card p-6">
      <h2 id="consultations-title" className="font-display text-2xl font-semibold">
        Your Consultations
      </h2>
      <ul className="mt-4 divide-y">
        {props.consultations.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div>
              <p className="font-medium">
                {item.title}
                {item.testPayment ? <TestPaymentBadge /> : null}
              </p>
              <p className="text-sm text-muted-foreground">
                {item.startsAt ? <time dateTime={item.startsAt}>{item.when}</time> : item.when}
              </p>
            </div>
            <Link to={item.href} className={buttonClass({ variant: "outline", size: "sm" })}>
              {item.action}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

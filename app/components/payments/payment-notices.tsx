import { MailLink } from "#app/components/blocks/mail-link.tsx";
import { SpriteIcon } from "#app/components/ui/sprite-icon.tsx";
import { cn } from "#app/lib/cn.ts";
import {
  PAYMENTS_UNAVAILABLE_MESSAGE,
  TEST_PAYMENT_LABEL,
  TEST_PAYMENT_NOTE,
} from "#app/lib/payment-mode.ts";
import { useSiteConfig } from "#app/lib/use-site-config.ts";

/** Marks an order or booking paid through a test provider wherever it is listed. */
export function TestPaymentBadge() {
  return (
    <span className="ml-2 inline-block rounded-full border border-accent px-2 py-0.5 text-xs font-medium whitespace-nowrap">
      {TEST_PAYMENT_LABEL}
    </span>
  );
}

/** The sentence a receipt or confirmation page adds for a test payment. */
export function TestPaymentNote() {
  return <p className="mt-2 text-sm font-medium">{TEST_PAYMENT_NOTE}</p>;
}

/** Shown where a payment form would be while the site has no payment provider set up. */
export function PaymentsUnavailable(props: { className?: string }) {
  const { support } = useSiteConfig().emails;
  return (
    <section
      aria-labelledby="payments-unavailable-title"
      className={cn("rounded-2xl border bg-card p-6 text-center", props.className)}
    >
      <SpriteIcon name="circle-exclamation-point" className="mx-auto size-10 text-danger" />
      <h2 id="payments-unavailable-title" className="mt-3 font-display text-xl font-semibold">
        Payments are not set up
      </h2>
      <p className="mt-2 text-muted-foreground">{PAYMENTS_UNAVAILABLE_MESSAGE}</p>
      <p className="mt-2 text-sm">
        Questions: <MailLink address={support} />
      </p>
    </section>
  );
}

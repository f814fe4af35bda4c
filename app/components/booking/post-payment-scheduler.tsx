import { type ReactNode, useState } from "react";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { SpriteIcon } from "#app/components/ui/sprite-icon.tsx";
import { toast } from "#app/components/ui/toast.tsx";
import type { OpenDays } from "#app/lib/booking/availability.ts";
import type { SchedulingStepState } from "#app/lib/booking/booking-state.ts";
import { BOOKING_MESSAGES } from "#app/lib/booking/messages.ts";
import { TIER_NAMES } from "#app/lib/booking/tier-names.ts";
import { TIERS, type TierKey } from "#app/lib/booking/tiers.ts";
import { POST_PAYMENT_TIMEZONES } from "#app/lib/booking/timezones.ts";
import { Form, Link } from "#app/lib/links.tsx";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { SlotPicker } from "./slot-picker.tsx";
import { StepError } from "./steps/step-form.tsx";
import { useCompleteBooking } from "./use-complete-booking.ts";
import { useSlotChoice } from "./use-slot-choice.ts";

/** The page's closing screen: the consultation is booked. */
export function ScheduledPanel(props: { title: string; children: ReactNode }) {
  return (
    <section className="mt-8 rounded-3xl border p-8 text-center" aria-labelledby="done-title">
      <SpriteIcon name="circle-check" className="mx-auto size-14 text-primary" />
      <h2 id="done-title" className="mt-4 font-display text-3xl font-semibold">
        {props.title}
      </h2>
      <p className="mt-3 text-muted-foreground">{props.children}</p>
      <Link to="/" className={buttonClass({ className: "mt-6" })}>
        Return Home
      </Link>
    </section>
  );
}

/**
 * Day, time and timezone for a paid session, and Confirm Booking. With JavaScript the booking is
 * sent from the page; without it the form posts (the calendar too) and the server draws the page
 * again from what it answered (`server`), so nothing chosen is lost.
 */
export function PostPaymentScheduler(props: {
  session: { id: string; tier: TierKey; days: OpenDays };
  content: { confirmedTitle: string; confirmedBody: string; summaryTitle: string };
  server: SchedulingStepState | null;
}) {
  const { session, content, server } = props;
  const tier = TIERS[session.tier];
  const hydrated = useHydrated();
  const slot = useSlotChoice(server);
  const { date, time, timezone } = slot;
  const [success, setSuccess] = useState(false);
  const booking = useCompleteBooking({
    succeeded: BOOKING_MESSAGES.postPaymentSuccess,
    failed: BOOKING_MESSAGES.postPaymentFailed,
    onTaken: () => slot.onTime(""),
    onBooked: () => setSuccess(true),
  });

  function confirm(event: React.FormEvent) {
    event.preventDefault();
    if (!date || !time) {
      toast.error(BOOKING_MESSAGES.requiredSchedule);
      return;
    }
    void booking.complete({
      tier: session.tier,
      date,
      time,
      timezone,
      extra: { sessionId: session.id },
    });
  }

  if (success) {
    return <ScheduledPanel title={content.confirmedTitle}>{content.confirmedBody}</ScheduledPanel>;
  }

  return (
    <Form
      method="post"
      onSubmit={confirm}
      noValidate
      className="mt-8 grid gap-8 lg:grid-cols-[1fr_18rem]"
    >
      <input type="hidden" name="consultationType" value={session.tier} />
      <input type="hidden" name="sessionId" value={session.id} />
      <section aria-labelledby="pick-title" className="space-y-4">
        <h2 id="pick-title" className="font-display text-2xl font-semibold">
          Pick a date and time
        </h2>
        <StepError id="scheduling-error" message={server?.error ?? null} />
        <SlotPicker
          tier={session.tier}
          days={session.days}
          choice={slot}
          timezones={POST_PAYMENT_TIMEZONES}
          refresh={booking.refresh}
          initialSlots={server?.slots ?? null}
          initialMonth={server?.month ?? null}
        />
      </section>
      <aside aria-labelledby="summary-title" className="h-fit rounded-3xl border p-6">
        <h2 id="summary-title" className="font-semibold">
          {content.summaryTitle}
        </h2>
        <dl className="mt-4 space-y-2 text-sm">
          <div className="flex justify-between">
            <dt className="text-muted-foreground">Session</dt>
            <dd>{TIER_NAMES[session.tier]}</dd>
          </div>
          <div className="flex justify-between">
            <dt className="text-muted-foreground">Duration</dt>
            <dd>{tier.durationMinutes} minutes</dd>
          </div>
          <div className="flex justify-between">
            <dt className="text-muted-foreground">Price</dt>
            <dd>${tier.priceUsd}</dd>
          </div>
          <div className="flex justify-between">
            <dt className="text-muted-foreground">Payment</dt>
            <dd>
              <span className="rounded-full bg-primary/15 px-2 py-0.5 text-xs font-semibold text-primary">
                Paid
              </span>
            </dd>
          </div>
        </dl>
        {/* Without scripts the choice lives in the browser's form, so only the server can check it. */}
        <button
          type="submit"
          disabled={booking.busy || (hydrated && (!date || !time))}
          className={buttonClass({ className: "mt-6 w-full" })}
        >
          {booking.busy ? (
            <SpriteIcon name="loader-circle" className="size-4 animate-spin" />
          ) : null}
          {booking.busy ? "Confirming Booking..." : "Confirm Booking"}
        </button>
      </aside>
    </Form>
  );
}

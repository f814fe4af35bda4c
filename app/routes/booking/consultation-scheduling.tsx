import { CheckCircle2, Loader2 } from "lucide-react";
import { useState } from "react";
import { data, Link } from "react-router";
import { toast } from "sonner";
import { describeStart } from "#app/.server/booking/booking-mail.ts";
import { getBookingBySession } from "#app/.server/booking/booking-record.ts";
import { BackButton } from "#app/components/booking/back-button.tsx";
import { PaymentProblemPanel } from "#app/components/booking/payment-problem.tsx";
import { SlotPicker } from "#app/components/booking/slot-picker.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { consultationSchedulingContent as content } from "#app/content/consultation.ts";
import { serviceToday } from "#app/lib/consultation/slots.ts";
import { TIER_NAMES } from "#app/lib/consultation/tier-names.ts";
import { DEFAULT_TIER, isTierKey, TIERS } from "#app/lib/consultation/tiers.ts";
import {
  DEFAULT_TIMEZONE,
  POST_PAYMENT_TIMEZONES,
  type TimezoneKey,
} from "#app/lib/consultation/timezones.ts";
import { pageMeta } from "#app/lib/page-meta.ts";
import { BOOKING_MESSAGES } from "#app/schemas/consultation-booking.ts";
import type { Route } from "./+types/consultation-scheduling";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context;
  const url = new URL(request.url);
  const sessionId = url.searchParams.get("session_id")?.trim() ?? "";
  const typeParam = url.searchParams.get("type");
  const headers = { "Cache-Control": "no-store" };
  const support = services.config.emails.support;
  const refuse = (status: number, title: string, body: string) =>
    data({ problem: { title, body }, session: null, support }, { status, headers });

  const session =
    sessionId && sessionId.length <= 255 ? await services.payments.getCheckout(sessionId) : null;
  if (!session) {
    return refuse(
      404,
      "We could not find this payment",
      "The payment link is not one we know, so there is nothing to schedule. If you were charged, please contact support.",
    );
  }
  if (!session.paid) {
    return refuse(
      402,
      "This payment is not complete",
      "The payment was not completed, so there is nothing to schedule yet.",
    );
  }
  const sessionTier = session.metadata.tier;
  const tier = isTierKey(sessionTier)
    ? sessionTier
    : isTierKey(typeParam)
      ? typeParam
      : DEFAULT_TIER;
  const booking = await getBookingBySession(services.db, session.id);
  return data(
    {
      problem: null,
      support,
      session: {
        id: session.id,
        tier,
        today: serviceToday(new Date()),
        alreadyScheduled:
          booking && booking.status === "confirmed" && booking.startsAt
            ? describeStart(booking)
            : null,
      },
    },
    { headers },
  );
}

function Scheduler(props: { session: { id: string; tier: keyof typeof TIERS; today: string } }) {
  const { session } = props;
  const tier = TIERS[session.tier];
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState("");
  const [timezone, setTimezone] = useState<TimezoneKey>(DEFAULT_TIMEZONE);
  const [submitting, setSubmitting] = useState(false);
  const [success, setSuccess] = useState(false);
  const [refresh, setRefresh] = useState(0);

  async function confirm() {
    if (!date || !time) {
      toast.error(BOOKING_MESSAGES.requiredSchedule);
      return;
    }
    setSubmitting(true);
    try {
      const response = await fetch("/api/functions/complete-consultation-booking", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          consultationType: session.tier,
          consultationPrice: tier.priceUsd,
          consultationDuration: tier.durationMinutes,
          scheduledDate: date,
          scheduledTime: time,
          timezone,
          sessionId: session.id,
        }),
      });
      const body = (await response.json().catch(() => ({}))) as { error?: string; code?: string };
      if (body.error || !response.ok) {
        if (body.code === "slot_taken") {
          toast.error(body.error ?? BOOKING_MESSAGES.slotTaken);
          setTime("");
          setRefresh((value) => value + 1);
        } else {
          toast.error(BOOKING_MESSAGES.postPaymentFailed);
        }
        return;
      }
      setSuccess(true);
      toast.success(BOOKING_MESSAGES.postPaymentSuccess);
    } catch {
      toast.error(BOOKING_MESSAGES.postPaymentFailed);
    } finally {
      setSubmitting(false);
    }
  }

  if (success) {
    return (
      <section className="mt-8 rounded-3xl border p-8 text-center" aria-labelledby="done-title">
        <CheckCircle2 className="mx-auto size-14 text-primary" aria-hidden />
        <h2 id="done-title" className="mt-4 font-display text-3xl font-semibold">
          {content.confirmedTitle}
        </h2>
        <p className="mt-3 text-muted-foreground">{content.confirmedBody}</p>
        <Link to="/" className={buttonClass({ className: "mt-6" })}>
          Return Home
        </Link>
      </section>
    );
  }

  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_18rem]">
      <section aria-labelledby="pick-title">
        <h2 id="pick-title" className="font-display text-2xl font-semibold">
          Pick a date and time
        </h2>
        <div className="mt-4">
          <SlotPicker
            tier={session.tier}
            today={session.today}
            date={date}
            time={time}
            timezone={timezone}
            timezones={POST_PAYMENT_TIMEZONES}
            refresh={refresh}
            onDate={(value) => {
              setDate(value);
              setTime("");
            }}
            onTime={setTime}
            onTimezone={setTimezone}
          />
        </div>
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
        <button
          type="button"
          onClick={confirm}
          disabled={submitting || !date || !time}
          className={buttonClass({ className: "mt-6 w-full" })}
        >
          {submitting ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
          {submitting ? "Confirming Booking..." : "Confirm Booking"}
        </button>
      </aside>
    </div>
  );
}

export default function ConsultationSchedulingPage({ loaderData }: Route.ComponentProps) {
  const { problem, session, support } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 pt-24 pb-20">
      <BackButton fallback="/consultation" />
      {problem || !session ? (
        <PaymentProblemPanel
          problem={problem}
          support={support}
          action={{ to: "/", label: "Return Home" }}
        />
      ) : (
        <>
          <h1 className="mt-6 font-display text-4xl font-semibold">{content.title}</h1>
          {session.alreadyScheduled ? (
            <section
              className="mt-8 rounded-3xl border p-8 text-center"
              aria-labelledby="done-title"
            >
              <CheckCircle2 className="mx-auto size-14 text-primary" aria-hidden />
              <h2 id="done-title" className="mt-4 font-display text-3xl font-semibold">
                {content.confirmedTitle}
              </h2>
              <p className="mt-3 text-muted-foreground">
                Your {TIER_NAMES[session.tier]} consultation is booked for{" "}
                {session.alreadyScheduled}.
              </p>
              <Link to="/" className={buttonClass({ className: "mt-6" })}>
                Return Home
              </Link>
            </section>
          ) : (
            <>
              <p className="mt-3 text-lg text-muted-foreground">{content.lead}</p>
              <Scheduler session={session} />
            </>
          )}
        </>
      )}
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, {
    title: content.meta.title,
    description: content.meta.description,
    path: "/consultation-scheduling",
  }),
  { name: "robots", content: "noindex" },
];

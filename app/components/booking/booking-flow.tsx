import { useState } from "react";
import { toast } from "#app/components/ui/toast.tsx";
import type { ConsultationContent } from "#app/content/schemas/consultation.ts";
import type { OpenDays } from "#app/lib/booking/availability.ts";
import type { Booked, BookingStepState } from "#app/lib/booking/booking-state.ts";
import { BOOKING_MESSAGES } from "#app/lib/booking/messages.ts";
import { TIERS, type TierKey } from "#app/lib/booking/tiers.ts";
import type { TimezoneKey } from "#app/lib/booking/timezones.ts";
import { ProgressDots } from "./progress-dots.tsx";
import { ConfirmationStep } from "./steps/confirmation-step.tsx";
import { DetailsStep } from "./steps/details-step.tsx";
import { type CardValues, PaymentStep } from "./steps/payment-step.tsx";
import { ScheduleStep } from "./steps/schedule-step.tsx";
import { useCompleteBooking } from "./use-complete-booking.ts";
import { useSlotChoice } from "./use-slot-choice.ts";

const EMPTY_CARD: CardValues = { cardNumber: "", expiryDate: "", cvv: "", cardholderName: "" };

/**
 * The four steps: details, scheduling, payment, confirmation. No step goes back; the only way
 * back to scheduling is the server saying the chosen time was just taken. With JavaScript the
 * steps change in the page and only the payment is sent; without it each step is a form post and
 * the server draws the next one (`server`), so the flow starts from what it answered.
 */
export function BookingFlow(props: {
  tier: TierKey;
  tierName: string;
  content: ConsultationContent;
  days: OpenDays;
  paymentMode: "direct" | "hosted";
  testMode: boolean;
  prefill: { name: string; email: string };
  server: BookingStepState | null;
  confirmed: Booked | null;
}) {
  const { tier, content, server } = props;
  const [step, setStep] = useState(props.confirmed ? 3 : (server?.step ?? 0));
  const [preparing, setPreparing] = useState(false);
  const [details, setDetails] = useState(
    server?.details ?? { ...props.prefill, phone: "", company: "", message: "" },
  );
  const slot = useSlotChoice(server);
  const { date, time, timezone } = slot;
  // Kept when the time is taken and the visitor picks another, so the card need not be typed again.
  const [card, setCard] = useState(EMPTY_CARD);
  const [booked, setBooked] = useState<Booked | null>(props.confirmed);
  const booking = useCompleteBooking({
    succeeded: BOOKING_MESSAGES.paymentSuccess,
    failed: BOOKING_MESSAGES.paymentFailed,
    onTaken: () => {
      slot.onTime("");
      setStep(1);
    },
    onBooked: (result) => {
      setCard(EMPTY_CARD);
      setBooked(result);
      setStep(3);
    },
  });

  async function submitDetails(entered: typeof details, zone: TimezoneKey) {
    setDetails(entered);
    slot.onTimezone(zone);
    setPreparing(true);
    // The documented half-second pause before scheduling opens.
    await new Promise((resolve) => setTimeout(resolve, 500));
    setPreparing(false);
    toast.success(BOOKING_MESSAGES.detailsReady);
    setStep(1);
  }

  function submitSchedule(event: React.FormEvent) {
    event.preventDefault();
    if (!date || !time) {
      toast.error(BOOKING_MESSAGES.requiredSchedule);
      return;
    }
    toast.success(BOOKING_MESSAGES.scheduleReady);
    setStep(2);
  }

  function submitPayment(entered: CardValues) {
    const direct = props.paymentMode === "direct";
    setCard(entered);
    if (direct && Object.values(entered).some((value) => value.trim() === "")) {
      toast.error(BOOKING_MESSAGES.requiredPayment);
      return;
    }
    void booking.complete({
      tier,
      date: date ?? "",
      time,
      timezone,
      extra: { ...details, ...(direct ? entered : {}) },
    });
  }

  // A refused post (no JavaScript) shows its message in the step it left the visitor on.
  const error = server && server.step === step ? server.error : null;
  return (
    <section
      id="booking"
      aria-labelledby="booking-title"
      className="mx-auto mt-10 max-w-3xl rounded-3xl border bg-card p-6 sm:p-8"
    >
      <h2 id="booking-title" className="font-display text-2xl font-semibold">
        Book your {props.tierName}
      </h2>
      <div className="mt-4">
        <ProgressDots steps={content.steps} current={step} />
      </div>
      {step === 0 ? (
        <DetailsStep
          title={content.steps[0] ?? "Details"}
          details={details}
          timezone={timezone}
          busy={preparing}
          error={error}
          onSubmit={submitDetails}
        />
      ) : null}
      {step === 1 ? (
        <ScheduleStep
          title={content.steps[1] ?? "Schedule"}
          availability={content.availability}
          tier={tier}
          days={props.days}
          details={details}
          choice={slot}
          refresh={booking.refresh}
          initialSlots={server?.slots ?? null}
          initialMonth={server?.month ?? null}
          error={error}
          onSubmit={submitSchedule}
        />
      ) : null}
      {step === 2 ? (
        <PaymentStep
          title={content.steps[2] ?? "Payment"}
          tier={tier}
          tierName={props.tierName}
          details={details}
          date={date}
          time={time}
          timezone={timezone}
          paymentMode={props.paymentMode}
          testMode={props.testMode}
          card={card}
          busy={booking.busy}
          error={error}
          onSubmit={submitPayment}
        />
      ) : null}
      {step === 3 && booked ? (
        <ConfirmationStep
          booked={booked}
          tierName={props.tierName}
          durationMinutes={TIERS[tier].durationMinutes}
          confirmation={content.confirmation}
        />
      ) : null}
    </section>
  );
}

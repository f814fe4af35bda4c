import { CheckCircle2, Loader2, Lock } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { inputClass } from "#app/components/ui/field.tsx";
import type { ConsultationContent } from "#app/content/schemas/consultation.ts";
import { TIERS, type TierKey } from "#app/lib/consultation/tiers.ts";
import {
  BOOKING_TIMEZONES,
  DEFAULT_TIMEZONE,
  ianaZone,
  type TimezoneKey,
  timezoneLabel,
} from "#app/lib/consultation/timezones.ts";
import { longDateInZone, timeInZone } from "#app/lib/consultation/zoned-time.ts";
import { BOOKING_MESSAGES } from "#app/schemas/consultation-booking.ts";
import { CARD_FIELDS, type CardFieldKey } from "./card-fields.ts";
import { ProgressDots } from "./progress-dots.tsx";
import { SlotPicker } from "./slot-picker.tsx";

type Booked = { startsAt: string; timezone: TimezoneKey; email: string; cardLast4: string | null };

const ALL_TIMEZONES = BOOKING_TIMEZONES.map((option) => option.value);

function Field(props: {
  id: string;
  label: string;
  required?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div>
      <label htmlFor={props.id} className="mb-1.5 block text-sm font-medium">
        {props.label}
        {props.required ? <span aria-hidden> *</span> : null}
      </label>
      {props.children}
    </div>
  );
}

/**
 * The four steps: details, scheduling, payment, confirmation. No step goes back; the only way
 * back to scheduling is the server saying the chosen time was just taken.
 */
export function BookingFlow(props: {
  tier: TierKey;
  tierName: string;
  content: ConsultationContent;
  today: string;
  paymentMode: "direct" | "hosted";
  testMode: boolean;
  prefill: { name: string; email: string };
}) {
  const { tier, content } = props;
  const price = TIERS[tier].priceUsd;
  const [step, setStep] = useState(0);
  const [busy, setBusy] = useState(false);
  const [details, setDetails] = useState({
    name: props.prefill.name,
    email: props.prefill.email,
    phone: "",
    company: "",
    message: "",
  });
  const [timezone, setTimezone] = useState<TimezoneKey>(DEFAULT_TIMEZONE);
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState("");
  const [refresh, setRefresh] = useState(0);
  const [card, setCard] = useState<Record<CardFieldKey, string>>({
    cardNumber: "",
    expiryDate: "",
    cvv: "",
    cardholderName: "",
  });
  const [booked, setBooked] = useState<Booked | null>(null);

  const setDetail = (key: keyof typeof details) => (event: { target: { value: string } }) =>
    setDetails((previous) => ({ ...previous, [key]: event.target.value }));
  const setCardField = (key: keyof typeof card) => (event: { target: { value: string } }) =>
    setCard((previous) => ({ ...previous, [key]: event.target.value }));

  const detailsComplete = details.name.trim() !== "" && details.email.trim() !== "";

  async function submitDetails(event: React.FormEvent) {
    event.preventDefault();
    if (!detailsComplete) {
      toast.error(BOOKING_MESSAGES.requiredDetails);
      return;
    }
    setBusy(true);
    // The documented half-second pause before scheduling opens.
    await new Promise((resolve) => setTimeout(resolve, 500));
    setBusy(false);
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

  async function submitPayment(event: React.FormEvent) {
    event.preventDefault();
    const direct = props.paymentMode === "direct";
    if (direct && Object.values(card).some((value) => value.trim() === "")) {
      toast.error(BOOKING_MESSAGES.requiredPayment);
      return;
    }
    setBusy(true);
    try {
      const response = await fetch("/api/functions/complete-consultation-booking", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          ...details,
          timezone,
          ...(direct ? card : {}),
          consultationType: tier,
          consultationPrice: price,
          consultationDuration: TIERS[tier].durationMinutes,
          scheduledDate: date,
          scheduledTime: time,
        }),
      });
      const body = (await response.json().catch(() => ({}))) as {
        error?: string;
        code?: string;
        checkoutUrl?: string;
        booking?: Booked;
      };
      if (body.error || !response.ok) {
        if (body.code === "slot_taken") {
          // The time went to someone else: pick another (the card fields are kept).
          toast.error(body.error ?? BOOKING_MESSAGES.slotTaken);
          setTime("");
          setRefresh((value) => value + 1);
          setStep(1);
        } else {
          toast.error(BOOKING_MESSAGES.paymentFailed);
        }
        return;
      }
      if (body.checkoutUrl) {
        window.location.assign(body.checkoutUrl);
        return;
      }
      if (body.booking) {
        setCard({ cardNumber: "", expiryDate: "", cvv: "", cardholderName: "" });
        setBooked(body.booking);
        toast.success(BOOKING_MESSAGES.paymentSuccess);
        setStep(3);
      }
    } catch {
      toast.error(BOOKING_MESSAGES.paymentFailed);
    } finally {
      setBusy(false);
    }
  }

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
        <form onSubmit={submitDetails} className="mt-6 grid gap-4 sm:grid-cols-2" noValidate>
          <h3 className="font-semibold sm:col-span-2">{content.steps[0]}</h3>
          <Field id="booking-name" label="Full name" required>
            <input
              id="booking-name"
              className={inputClass}
              value={details.name}
              onChange={setDetail("name")}
              autoComplete="name"
              required
            />
          </Field>
          <Field id="booking-email" label="Email" required>
            <input
              id="booking-email"
              type="email"
              className={inputClass}
              value={details.email}
              onChange={setDetail("email")}
              autoComplete="email"
              required
            />
          </Field>
          <Field id="booking-phone" label="Phone">
            <input
              id="booking-phone"
              type="tel"
              className={inputClass}
              value={details.phone}
              onChange={setDetail("phone")}
              autoComplete="tel"
            />
          </Field>
          <Field id="booking-company" label="Company">
            <input
              id="booking-company"
              className={inputClass}
              value={details.company}
              onChange={setDetail("company")}
              autoComplete="organization"
            />
          </Field>
          <div className="sm:col-span-2">
            <Field id="booking-message" label="What would you like to discuss?">
              <textarea
                id="booking-message"
                rows={3}
                className={`${inputClass} h-auto py-2`}
                value={details.message}
                onChange={setDetail("message")}
              />
            </Field>
          </div>
          <Field id="booking-timezone" label="Timezone">
            <select
              id="booking-timezone"
              className={inputClass}
              value={timezone}
              onChange={(event) => setTimezone(event.target.value as TimezoneKey)}
            >
              {BOOKING_TIMEZONES.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </Field>
          <div className="flex items-end justify-end sm:col-span-2">
            <button type="submit" disabled={!detailsComplete || busy} className={buttonClass()}>
              {busy ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
              {busy ? "Preparing..." : "Continue to Scheduling"}
            </button>
          </div>
        </form>
      ) : null}

      {step === 1 ? (
        <form onSubmit={submitSchedule} className="mt-6 space-y-6" noValidate>
          <h3 className="font-semibold">{content.steps[1]}</h3>
          <p className="text-sm text-muted-foreground">{content.availability}</p>
          <SlotPicker
            tier={tier}
            today={props.today}
            date={date}
            time={time}
            timezone={timezone}
            timezones={ALL_TIMEZONES}
            refresh={refresh}
            onDate={(value) => {
              setDate(value);
              setTime("");
            }}
            onTime={setTime}
            onTimezone={setTimezone}
          />
          <div className="flex justify-end">
            <button type="submit" className={buttonClass()}>
              Continue to Payment
            </button>
          </div>
        </form>
      ) : null}

      {step === 2 ? (
        <form onSubmit={submitPayment} className="mt-6 grid gap-4 sm:grid-cols-2" noValidate>
          <h3 className="font-semibold sm:col-span-2">{content.steps[2]}</h3>
          <p className="text-sm text-muted-foreground sm:col-span-2">
            {props.tierName}: ${price} for {TIERS[tier].durationMinutes} minutes
            {date ? ` on ${date} at ${time} EST` : ""}.
          </p>
          {props.paymentMode === "direct" ? (
            <>
              {props.testMode ? (
                <p className="rounded-lg bg-muted px-3 py-2 text-sm sm:col-span-2">
                  Test mode: no money is taken. Use the card 4242 4242 4242 4242 with any future
                  expiry date and any CVV.
                </p>
              ) : null}
              {CARD_FIELDS.map((field) => (
                <div key={field.key} className={field.wide ? "sm:col-span-2" : undefined}>
                  <Field id={field.id} label={field.label} required>
                    <input
                      id={field.id}
                      className={inputClass}
                      inputMode={field.numeric ? "numeric" : undefined}
                      autoComplete={field.autoComplete}
                      maxLength={field.maxLength}
                      value={card[field.key]}
                      onChange={setCardField(field.key)}
                      placeholder={field.placeholder}
                      required
                    />
                  </Field>
                </div>
              ))}
            </>
          ) : (
            <p className="text-sm sm:col-span-2">
              You will enter your card on our payment partner's secure page. Your time is held for
              you while you pay.
            </p>
          )}
          <div className="flex items-center justify-between gap-3 sm:col-span-2">
            <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
              <Lock className="size-3.5" aria-hidden /> Card details go only to the payment
              provider.
            </p>
            <button type="submit" disabled={busy} className={buttonClass()}>
              {busy ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
              {busy
                ? "Processing..."
                : props.paymentMode === "direct"
                  ? `Pay $${price}`
                  : "Continue to Secure Payment"}
            </button>
          </div>
        </form>
      ) : null}

      {step === 3 && booked ? (
        <div className="mt-6 text-center" role="status">
          <CheckCircle2 className="mx-auto size-12 text-primary" aria-hidden />
          <h3 className="mt-3 font-display text-xl font-semibold">{content.confirmation.title}</h3>
          <p className="mt-2">
            {props.tierName}, {TIERS[tier].durationMinutes} minutes,{" "}
            {longDateInZone(new Date(booked.startsAt), ianaZone(booked.timezone))} at{" "}
            {timeInZone(new Date(booked.startsAt), ianaZone(booked.timezone))} (
            {timezoneLabel(booked.timezone)}).
          </p>
          <p className="mt-2 text-sm text-muted-foreground">
            Sent to {booked.email}
            {booked.cardLast4 ? `; paid with the card ending ${booked.cardLast4}` : ""}.
          </p>
          <p className="mx-auto mt-4 max-w-xl text-sm text-muted-foreground">
            {content.confirmation.body}
          </p>
        </div>
      ) : null}
    </section>
  );
}

import { Field } from "#app/components/forms/fields.tsx";
import { useDeferredSchemaForm } from "#app/components/forms/use-deferred-schema-form.ts";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { SpriteIcon } from "#app/components/ui/sprite-icon.tsx";
import type { BookingDetailsInput } from "#app/lib/booking/booking-state.ts";
import { TIERS, type TierKey } from "#app/lib/booking/tiers.ts";
import type { TimezoneKey } from "#app/lib/booking/timezones.ts";
import { CARD_FIELDS, type CardFieldKey } from "../card-fields.ts";
import { CarriedFields, StepError, StepForm } from "./step-form.tsx";

export type CardValues = Record<CardFieldKey, string>;

const loadCardSchema = () =>
  import("#app/schemas/booking-steps.ts").then((module) => module.CardEntrySchema);

/**
 * Step three: the card (test provider) or the hand-over to the payment partner's page. The card
 * is checked by the flow, which says "fill in all payment details" once instead of per field.
 */
export function PaymentStep(props: {
  title: string;
  tier: TierKey;
  tierName: string;
  details: BookingDetailsInput;
  date: string | null;
  time: string;
  timezone: TimezoneKey;
  paymentMode: "direct" | "hosted";
  testMode: boolean;
  card: CardValues;
  busy: boolean;
  error: string | null;
  onSubmit: (card: CardValues) => void;
}) {
  const { priceUsd, durationMinutes } = TIERS[props.tier];
  const direct = props.paymentMode === "direct";
  const [form, fields] = useDeferredSchemaForm(loadCardSchema, {
    id: "booking-payment",
    lastResult: null,
    validateOn: "onSubmit",
    defaultValue: props.card,
    onSubmit(event, { submission }) {
      // No submission: the schema could not be loaded, so the form posts without JavaScript.
      if (submission?.status !== "success") return;
      event.preventDefault();
      props.onSubmit(submission.value);
    },
  });
  return (
    <StepForm form={form} title={props.title} intent="pay">
      <CarriedFields
        values={{
          ...props.details,
          timezone: props.timezone,
          scheduledDate: props.date,
          scheduledTime: props.time,
        }}
      />
      <p className="text-sm text-muted-foreground sm:col-span-2">
        {props.tierName}: ${priceUsd} for {durationMinutes} minutes
        {props.date ? ` on ${props.date} at ${props.time} EST` : ""}.
      </p>
      <StepError id={form.errorId} message={props.error} />
      {direct ? (
        <>
          {props.testMode ? (
            <p className="rounded-lg bg-muted px-3 py-2 text-sm sm:col-span-2">
              Test mode: no money is taken. Use the card 4242 4242 4242 4242 with any future expiry
              date and any CVV.
            </p>
          ) : null}
          {CARD_FIELDS.map((card) => (
            <Field
              key={card.key}
              field={fields[card.key]}
              label={card.label}
              className={card.wide ? "sm:col-span-2" : undefined}
              inputMode={card.numeric ? "numeric" : undefined}
              autoComplete={card.autoComplete}
              maxLength={card.maxLength}
              placeholder={card.placeholder}
              required
            />
          ))}
        </>
      ) : (
        <p className="text-sm sm:col-span-2">
          You will enter your card on our payment partner's secure page. Your time is held for you
          while you pay.
        </p>
      )}
      <div className="flex items-center justify-between gap-3 sm:col-span-2">
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <SpriteIcon name="lock" className="size-3.5" /> Card details go only to the payment
          provider.
        </p>
        <button type="submit" disabled={props.busy} className={buttonClass()}>
          {props.busy ? <SpriteIcon name="loader-circle" className="size-4 animate-spin" /> : null}
          {props.busy
            ? "Processing..."
            : direct
              ? `Pay $${priceUsd}`
              : "Continue to Secure Payment"}
        </button>
      </div>
    </StepForm>
  );
}

import type { FieldMetadata } from "@conform-to/react";
import { Field } from "#app/components/forms/fields.tsx";

type CardFields = Record<"cardholderName" | "cardNumber" | "expiry" | "cvv", FieldMetadata<string>>;

/** The card inputs of checkout, for a provider that takes the card on this site. */
export function CheckoutCardFields(props: { fields: CardFields; testMode: boolean }) {
  const { fields } = props;
  return (
    <>
      <Field field={fields.cardholderName} label="Cardholder name" autoComplete="cc-name" />
      <Field
        field={fields.cardNumber}
        label="Card number"
        autoComplete="cc-number"
        inputMode="numeric"
        maxLength={19}
        placeholder="1234 5678 9012 3456"
      />
      <div className="grid grid-cols-2 gap-4">
        <Field
          field={fields.expiry}
          label="Expiry (MM/YY)"
          autoComplete="cc-exp"
          placeholder="MM/YY"
        />
        <Field
          field={fields.cvv}
          label="CVV"
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={4}
        />
      </div>
      {props.testMode ? (
        <p className="rounded-lg bg-muted px-3 py-2 text-sm text-muted-foreground">
          Test mode: 4242 4242 4242 4242 succeeds and 4000 0000 0000 0002 is declined. No real money
          moves.
        </p>
      ) : null}
    </>
  );
}

import { Loader2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Form } from "react-router";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { inputClass, RequiredNote } from "#app/components/ui/field.tsx";
import type { BookingDetailsInput } from "#app/lib/booking/booking-state.ts";
import { BOOKING_TIMEZONES, type TimezoneKey } from "#app/lib/booking/timezones.ts";
import { BookingField, StepError } from "./booking-field.tsx";

/**
 * Step one: who is booking. The button stays disabled until name and e-mail are there once the
 * page runs its script; without a script the form posts and the server checks the same.
 */
export function DetailsStep(props: {
  title: string;
  details: BookingDetailsInput;
  timezone: TimezoneKey;
  busy: boolean;
  error: string | null;
  onDetail: (key: keyof BookingDetailsInput, value: string) => void;
  onTimezone: (timezone: TimezoneKey) => void;
  onSubmit: (event: React.FormEvent) => void;
}) {
  const { details } = props;
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  const complete = details.name.trim() !== "" && details.email.trim() !== "";
  const input = (key: keyof BookingDetailsInput) => ({
    id: `booking-${key}`,
    name: key,
    value: details[key],
    onChange: (event: { target: { value: string } }) => props.onDetail(key, event.target.value),
  });
  return (
    <Form
      method="post"
      onSubmit={props.onSubmit}
      className="mt-6 grid gap-4 sm:grid-cols-2"
      noValidate
    >
      <h3 className="font-semibold sm:col-span-2">{props.title}</h3>
      <input type="hidden" name="intent" value="details" />
      <RequiredNote className="sm:col-span-2" />
      <StepError message={props.error} />
      <BookingField id="booking-name" label="Full name" required>
        <input {...input("name")} className={inputClass} autoComplete="name" required />
      </BookingField>
      <BookingField id="booking-email" label="Email" required>
        <input
          {...input("email")}
          type="email"
          className={inputClass}
          autoComplete="email"
          required
        />
      </BookingField>
      <BookingField id="booking-phone" label="Phone">
        <input {...input("phone")} type="tel" className={inputClass} autoComplete="tel" />
      </BookingField>
      <BookingField id="booking-company" label="Company">
        <input {...input("company")} className={inputClass} autoComplete="organization" />
      </BookingField>
      <div className="sm:col-span-2">
        <BookingField id="booking-message" label="What would you like to discuss?">
          <textarea {...input("message")} rows={3} className={`${inputClass} h-auto py-2`} />
        </BookingField>
      </div>
      <BookingField id="booking-timezone" label="Timezone">
        <select
          id="booking-timezone"
          name="timezone"
          className={inputClass}
          value={props.timezone}
          onChange={(event) => props.onTimezone(event.target.value as TimezoneKey)}
        >
          {BOOKING_TIMEZONES.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </BookingField>
      <div className="flex items-end justify-end sm:col-span-2">
        <button
          type="submit"
          disabled={(scripted && !complete) || props.busy}
          className={buttonClass()}
        >
          {props.busy ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
          {props.busy ? "Preparing..." : "Continue to Scheduling"}
        </button>
      </div>
    </Form>
  );
}

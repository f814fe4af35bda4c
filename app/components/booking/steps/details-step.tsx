import { RequiredNote } from "#app/components/forms/field-parts.tsx";
import {
  EmailField,
  Field,
  PhoneField,
  SelectField,
  TextareaField,
} from "#app/components/forms/fields.tsx";
import { useDeferredSchemaForm } from "#app/components/forms/use-deferred-schema-form.ts";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { SpriteIcon } from "#app/components/ui/sprite-icon.tsx";
import type { BookingDetailsInput } from "#app/lib/booking/booking-state.ts";
import { BOOKING_MESSAGES } from "#app/lib/booking/messages.ts";
import { BOOKING_TIMEZONES, type TimezoneKey } from "#app/lib/booking/timezones.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { StepError, StepForm } from "./step-form.tsx";

const loadDetailsSchema = () =>
  import("#app/schemas/booking.ts").then((module) => module.BookingDetailsStepSchema);

const text = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * Step one: who is booking. The button stays disabled until name and e-mail are there once the
 * page runs its script; without a script the form posts and the server checks the same schema.
 */
export function DetailsStep(props: {
  title: string;
  details: BookingDetailsInput;
  timezone: TimezoneKey;
  busy: boolean;
  error: string | null;
  onSubmit: (details: BookingDetailsInput, timezone: TimezoneKey) => void;
}) {
  const hydrated = useHydrated();
  const [form, fields] = useDeferredSchemaForm(loadDetailsSchema, {
    id: "booking-details",
    lastResult: null,
    validateOn: "onSubmit",
    defaultValue: { ...props.details, timezone: props.timezone },
    onSubmit(event, { submission }) {
      // No submission: the validation could not be loaded, so the form posts without JavaScript.
      if (!submission) return;
      event.preventDefault();
      if (submission.status !== "success") return;
      const { timezone, ...entered } = submission.value;
      props.onSubmit(
        {
          name: entered.name,
          email: entered.email,
          phone: entered.phone ?? "",
          company: entered.company ?? "",
          message: entered.message ?? "",
        },
        timezone,
      );
    },
  });
  const complete = text(fields.name.value).trim() !== "" && text(fields.email.value).trim() !== "";
  const summary = BOOKING_MESSAGES.requiredDetails;
  return (
    <StepForm form={form} title={props.title} intent="details">
      <RequiredNote className="sm:col-span-2" />
      <StepError id={form.errorId} message={props.error} />
      <Field field={fields.name} label="Full name" autoComplete="name" required summary={summary} />
      <EmailField field={fields.email} required summary={summary} />
      <PhoneField field={fields.phone} />
      <Field field={fields.company} label="Company" autoComplete="organization" />
      <TextareaField
        field={fields.message}
        label="What would you like to discuss?"
        rows={3}
        className="sm:col-span-2"
      />
      <SelectField field={fields.timezone} label="Timezone" options={BOOKING_TIMEZONES} />
      <div className="flex items-end justify-end sm:col-span-2">
        <button
          type="submit"
          disabled={(hydrated && !complete) || props.busy}
          className={buttonClass()}
        >
          {props.busy ? <SpriteIcon name="loader-circle" className="size-4 animate-spin" /> : null}
          {props.busy ? "Preparing..." : "Continue to Scheduling"}
        </button>
      </div>
    </StepForm>
  );
}

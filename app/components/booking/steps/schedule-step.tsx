import { buttonClass } from "#app/components/ui/button-styles.ts";
import type { OpenDays } from "#app/lib/booking/availability.ts";
import type { BookingDetailsInput, DaySlots } from "#app/lib/booking/booking-state.ts";
import type { TierKey } from "#app/lib/booking/tiers.ts";
import { BOOKING_TIMEZONES } from "#app/lib/booking/timezones.ts";
import { Form } from "#app/lib/links.tsx";
import { SlotPicker } from "../slot-picker.tsx";
import type { SlotChoice } from "../use-slot-choice.ts";
import { CarriedFields, StepError } from "./step-form.tsx";

const ALL_TIMEZONES = BOOKING_TIMEZONES.map((option) => option.value);

/** Step two: the day and the hour. Without a script, picking a day posts and the server lists its times. */
export function ScheduleStep(props: {
  title: string;
  availability: string;
  tier: TierKey;
  days: OpenDays;
  details: BookingDetailsInput;
  choice: SlotChoice;
  refresh: number;
  initialSlots: DaySlots | null;
  initialMonth: string | null;
  error: string | null;
  onSubmit: (event: React.FormEvent) => void;
}) {
  return (
    <Form method="post" onSubmit={props.onSubmit} className="mt-6 space-y-6" noValidate>
      <h3 className="font-semibold">{props.title}</h3>
      <input type="hidden" name="intent" value="schedule" />
      <CarriedFields values={props.details} />
      <p className="text-sm text-muted-foreground">{props.availability}</p>
      <StepError id="booking-schedule-error" message={props.error} />
      <SlotPicker
        tier={props.tier}
        days={props.days}
        choice={props.choice}
        timezones={ALL_TIMEZONES}
        refresh={props.refresh}
        initialSlots={props.initialSlots}
        initialMonth={props.initialMonth}
      />
      <div className="flex justify-end">
        <button type="submit" className={buttonClass()}>
          Continue to Payment
        </button>
      </div>
    </Form>
  );
}

import { useId } from "react";
import { Label } from "#app/components/forms/field-parts.tsx";
import { Select, SelectOptions } from "#app/components/ui/select.tsx";
import type { OpenDays } from "#app/lib/booking/availability.ts";
import type { DaySlots } from "#app/lib/booking/booking-state.ts";
import type { TierKey } from "#app/lib/booking/tiers.ts";
import { BOOKING_TIMEZONES, ianaZone, type TimezoneKey } from "#app/lib/booking/timezones.ts";
import { timeInZone } from "#app/lib/booking/zoned-time.ts";
import { BookingCalendar } from "./booking-calendar.tsx";
import { useDaySlots } from "./use-day-slots.ts";
import type { SlotChoice } from "./use-slot-choice.ts";

/** "2:00 PM EST (11:00 AM in PST)": the slot in New York time and in the chosen zone. */
export function slotOptionLabel(startsAt: string, time: string, timezone: TimezoneKey) {
  if (timezone === "EST") return `${time} EST`;
  return `${time} EST (${timeInZone(new Date(startsAt), ianaZone(timezone))} ${timezone.replace("_CHINA", "")})`;
}

/**
 * Calendar, time and timezone: the scheduling part of the booking flow and post-payment page.
 * Inside a form it also works without JavaScript: the days and months are submit buttons, the
 * chosen date rides in a hidden field, and the server passes the day's slots as `initialSlots`.
 */
export function SlotPicker(props: {
  tier: TierKey;
  days: OpenDays;
  choice: SlotChoice;
  timezones: readonly TimezoneKey[];
  refresh: number;
  initialSlots?: DaySlots | null;
  initialMonth?: string | null;
}) {
  const id = useId();
  const { choice } = props;
  const { slots, loading, error } = useDaySlots(
    choice.date,
    props.tier,
    props.refresh,
    props.initialSlots,
  );
  const offered = slots.filter((slot) => slot.available);
  const timeHint = !choice.date
    ? "Choose a date first."
    : loading
      ? "Loading available times..."
      : error
        ? "Times could not be loaded. Please try again."
        : offered.length === 0
          ? "No times are left on this day. Please choose another date."
          : `${offered.length} of ${slots.length} times available.`;
  return (
    <div className="grid gap-6 md:grid-cols-[auto_1fr]">
      <div>
        <p id={`${id}-date`} className="mb-1.5 text-sm font-medium">
          Date
        </p>
        <input type="hidden" name="scheduledDate" value={choice.date ?? ""} />
        <BookingCalendar
          initialMonth={props.initialMonth}
          days={props.days}
          selected={choice.date}
          onSelect={choice.onDate}
          labelledBy={`${id}-date`}
        />
      </div>
      <div className="space-y-4">
        <div>
          <Label htmlFor={`${id}-time`} label="Time" />
          <Select
            id={`${id}-time`}
            name="scheduledTime"
            value={choice.time}
            onChange={(event) => choice.onTime(event.target.value)}
            disabled={!choice.date || loading}
            aria-describedby={`${id}-time-hint`}
          >
            <option value="">Select a time</option>
            {offered.map((slot) => (
              <option key={slot.time} value={slot.time}>
                {slotOptionLabel(slot.startsAt, slot.time, choice.timezone)}
              </option>
            ))}
          </Select>
          <p
            id={`${id}-time-hint`}
            className="mt-1.5 text-xs text-muted-foreground"
            aria-live="polite"
          >
            {timeHint}
          </p>
        </div>
        <div>
          <Label htmlFor={`${id}-tz`} label="Timezone" />
          <Select
            id={`${id}-tz`}
            name="timezone"
            value={choice.timezone}
            onChange={(event) => choice.onTimezone(event.target.value as TimezoneKey)}
          >
            <SelectOptions
              options={BOOKING_TIMEZONES.filter((option) => props.timezones.includes(option.value))}
            />
          </Select>
        </div>
      </div>
    </div>
  );
}

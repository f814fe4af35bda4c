import { useState } from "react";
import { DEFAULT_TIMEZONE, type TimezoneKey } from "#app/lib/booking/timezones.ts";

/** What the visitor has picked in a SlotPicker, and how the picker changes it. */
export type SlotChoice = {
  date: string | null;
  time: string;
  timezone: TimezoneKey;
  onDate: (date: string) => void;
  onTime: (time: string) => void;
  onTimezone: (timezone: TimezoneKey) => void;
};

/**
 * A day, a time on it and the timezone the times are read in, starting from what the server drew
 * the page with. A new day clears the time: the times offered belong to the day.
 */
export function useSlotChoice(
  initial: { date: string | null; time: string; timezone: TimezoneKey } | null,
): SlotChoice {
  const [date, setDate] = useState<string | null>(initial?.date ?? null);
  const [time, setTime] = useState(initial?.time ?? "");
  const [timezone, setTimezone] = useState<TimezoneKey>(initial?.timezone ?? DEFAULT_TIMEZONE);
  return {
    date,
    time,
    timezone,
    onDate: (value) => {
      setDate(value);
      setTime("");
    },
    onTime: setTime,
    onTimezone: setTimezone,
  };
}

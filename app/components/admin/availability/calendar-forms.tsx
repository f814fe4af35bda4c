import type { ComponentProps } from "react";
import { FormErrors, Label } from "#app/components/forms/field-parts.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { Input } from "#app/components/ui/input.tsx";
import { Form } from "#app/lib/links.tsx";
import { WEEKDAY_NAMES } from "#app/schemas/availability.ts";

/** A calendar as the availability page shows it: times as "09:00", New York time. */
export type CalendarView = {
  id: number;
  name: string;
  noticeHours: number;
  horizonDays: number;
  bufferMinutes: number;
  weekly: ({ first: string; last: string } | null)[];
  overrides: { id: string; dates: string; hours: string; note: string | null }[];
};

/** The two ends of a day's bookable starts, and what a day without hours of its own starts from. */
export const START_BOUNDS = [
  { key: "first", label: "First start", fallback: "09:00" },
  { key: "last", label: "Last start", fallback: "17:00" },
] as const;

/** An input with its label above it. */
export function LabelledInput(props: ComponentProps<"input"> & { id: string; label: string }) {
  const { label, ...input } = props;
  return (
    <div>
      <Label htmlFor={props.id} label={label} />
      <Input {...input} />
    </div>
  );
}

/** The numbers that limit bookings, with the ranges the server accepts. */
const LIMITS = [
  { name: "noticeHours", label: "Minimum notice (hours)", min: 0, max: 720 },
  { name: "horizonDays", label: "Booking horizon (days)", min: 1, max: 365 },
  { name: "bufferMinutes", label: "Buffer between sessions (minutes)", min: 0, max: 240 },
] as const;

/** The calendar's name, minimum notice, booking horizon and buffer. */
export function CalendarSettingsForm(props: { calendar: CalendarView; errors: string[] }) {
  const { calendar } = props;
  const id = `calendar-${calendar.id}`;
  return (
    <Form method="post" className="space-y-4" aria-labelledby={`${id}-settings`}>
      <h3 id={`${id}-settings`} className="font-semibold">
        Name and booking limits
      </h3>
      <FormErrors id={`${id}-settings-errors`} errors={props.errors} />
      <input type="hidden" name="intent" value="calendar" />
      <input type="hidden" name="calendarId" value={calendar.id} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <LabelledInput
          id={`${id}-name`}
          name="name"
          label="Calendar name"
          defaultValue={calendar.name}
          required
          maxLength={60}
        />
        {LIMITS.map((limit) => (
          <LabelledInput
            key={limit.name}
            id={`${id}-${limit.name}`}
            name={limit.name}
            label={limit.label}
            type="number"
            min={limit.min}
            max={limit.max}
            defaultValue={calendar[limit.name]}
            required
          />
        ))}
      </div>
      <button type="submit" className={buttonClass({ size: "sm" })}>
        Save {calendar.name}
      </button>
    </Form>
  );
}

/**
 * The week: each day open or not, with its first and last start (sessions start every hour from
 * the first). Keyed on the saved hours, so the fields start over from the server's answer.
 */
export function WeeklyHoursForm(props: { calendar: CalendarView; errors: string[] }) {
  const { calendar } = props;
  const id = `calendar-${calendar.id}-hours`;
  // Monday first, as a working week reads.
  const order = [1, 2, 3, 4, 5, 6, 0];
  return (
    <Form
      method="post"
      className="space-y-4"
      aria-labelledby={id}
      key={JSON.stringify(calendar.weekly)}
    >
      <h3 id={id} className="font-semibold">
        Weekly hours
      </h3>
      <p className="text-sm text-muted-foreground">
        Sessions start every hour from the first start to the last, New York time.
      </p>
      <FormErrors id={`${id}-errors`} errors={props.errors} />
      <input type="hidden" name="intent" value="hours" />
      <input type="hidden" name="calendarId" value={calendar.id} />
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Weekly hours of {calendar.name}</caption>
          <thead className="text-muted-foreground">
            <tr>
              <th scope="col" className="py-2 pr-3">
                Day
              </th>
              <th scope="col" className="py-2 pr-3">
                Open
              </th>
              {START_BOUNDS.map((bound, index) => (
                <th key={bound.key} scope="col" className={index === 0 ? "py-2 pr-3" : "py-2"}>
                  {bound.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {order.map((weekday) => {
              const day = WEEKDAY_NAMES[weekday];
              const hours = calendar.weekly[weekday] ?? null;
              const field = `${id}-${weekday}`;
              return (
                <tr key={weekday}>
                  <th scope="row" className="py-1.5 pr-3 font-medium">
                    {day}
                  </th>
                  <td className="py-1.5 pr-3">
                    <input
                      id={`${field}-open`}
                      type="checkbox"
                      name={`days[${weekday}].open`}
                      defaultChecked={hours !== null}
                      aria-label={`Open on ${day}`}
                      className="size-4 accent-primary"
                    />
                  </td>
                  {START_BOUNDS.map((bound, index) => (
                    <td key={bound.key} className={index === 0 ? "py-1.5 pr-3" : "py-1.5"}>
                      <Input
                        type="time"
                        step={60}
                        name={`days[${weekday}].${bound.key}`}
                        defaultValue={hours?.[bound.key] ?? bound.fallback}
                        aria-label={`${bound.label} on ${day}`}
                      />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <button type="submit" className={buttonClass({ size: "sm" })}>
        Save weekly hours of {calendar.name}
      </button>
    </Form>
  );
}

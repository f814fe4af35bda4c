import { useMemo, useState } from "react";
import { SpriteIcon } from "#app/components/ui/sprite-icon.tsx";
import type { OpenDays } from "#app/lib/booking/availability.ts";
import { addDays } from "#app/lib/booking/zoned-time.ts";
import { cn } from "#app/lib/cn.ts";

const WEEKDAYS = [
  ["Su", "Sunday"],
  ["Mo", "Monday"],
  ["Tu", "Tuesday"],
  ["We", "Wednesday"],
  ["Th", "Thursday"],
  ["Fr", "Friday"],
  ["Sa", "Saturday"],
] as const;

const monthName = (year: number, month: number) =>
  new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, month, 1)),
  );

const longDate = (date: string) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );

/**
 * A month of days as buttons. Only the open days are enabled: the server's list of dates from
 * today (its date in New York) to the last bookable one that have a start still in time. The buttons submit their form (`pickDate`,
 * `month`) when no script runs; with JavaScript they only change the page.
 */
export function BookingCalendar(props: {
  initialMonth?: string | null;
  days: OpenDays;
  selected: string | null;
  onSelect: (date: string) => void;
  labelledBy: string;
}) {
  const { today, lastDay } = props.days;
  const open = useMemo(() => new Set(props.days.open), [props.days.open]);
  const start = props.initialMonth ? `${props.initialMonth}-01` : (props.selected ?? today);
  const [view, setView] = useState(() => ({
    year: Number(start.slice(0, 4)),
    month: Number(start.slice(5, 7)) - 1,
  }));
  const first = new Date(Date.UTC(view.year, view.month, 1));
  const firstIso = first.toISOString().slice(0, 10);
  const daysInMonth = new Date(Date.UTC(view.year, view.month + 1, 0)).getUTCDate();
  const cells: (string | null)[] = [
    ...Array.from({ length: first.getUTCDay() }, () => null),
    ...Array.from({ length: daysInMonth }, (_, index) => addDays(firstIso, index)),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, index) =>
    cells.slice(index * 7, index * 7 + 7),
  );
  const move = (delta: number) =>
    setView(({ year, month }) => {
      const next = new Date(Date.UTC(year, month + delta, 1));
      return { year: next.getUTCFullYear(), month: next.getUTCMonth() };
    });
  const monthValue = (delta: number) => {
    const next = new Date(Date.UTC(view.year, view.month + delta, 1));
    return next.toISOString().slice(0, 7);
  };
  const canGoBack = firstIso > today;
  const canGoForward = addDays(firstIso, daysInMonth) <= lastDay;
  const title = monthName(view.year, view.month);

  return (
    <div className="rounded-2xl border p-4">
      <div className="mb-3 flex items-center justify-between">
        <button
          type="submit"
          name="month"
          value={monthValue(-1)}
          formNoValidate
          onClick={(event) => {
            event.preventDefault();
            move(-1);
          }}
          disabled={!canGoBack}
          className="rounded-full p-2 hover:bg-muted disabled:opacity-40"
          aria-label="Previous month"
        >
          <SpriteIcon name="chevron-left" className="size-4" />
        </button>
        <p className="font-medium" aria-live="polite">
          {title}
        </p>
        <button
          type="submit"
          name="month"
          value={monthValue(1)}
          formNoValidate
          onClick={(event) => {
            event.preventDefault();
            move(1);
          }}
          disabled={!canGoForward}
          className="rounded-full p-2 hover:bg-muted disabled:opacity-40"
          aria-label="Next month"
        >
          <SpriteIcon name="chevron-right" className="size-4" />
        </button>
      </div>
      <table
        className="w-full border-collapse text-center text-sm"
        aria-labelledby={props.labelledBy}
      >
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th
                key={long}
                scope="col"
                abbr={long}
                className="pb-2 font-normal text-muted-foreground"
              >
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean) ?? "empty"}>
              {week.map((date, index) => {
                if (!date) return <td key={`blank-${index.toString()}`} />;
                const disabled = !open.has(date);
                const selected = date === props.selected;
                return (
                  <td key={date} className="p-0.5">
                    <button
                      type="submit"
                      name="pickDate"
                      value={date}
                      formNoValidate
                      disabled={disabled}
                      aria-pressed={selected}
                      aria-label={longDate(date)}
                      data-date={date}
                      onClick={(event) => {
                        event.preventDefault();
                        props.onSelect(date);
                      }}
                      className={cn(
                        "size-10 rounded-full",
                        selected
                          ? "bg-primary text-primary-foreground"
                          : "hover:bg-muted disabled:hover:bg-transparent",
                        "disabled:cursor-not-allowed disabled:text-muted-foreground disabled:line-through",
                      )}
                    >
                      {Number(date.slice(8))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import type { ConversionDay } from "#app/.server/analytics/conversions.ts";
import { formatCount, formatDay } from "#app/lib/analytics/format.ts";

const METRICS = [
  { key: "signups", label: "Sign-ups" },
  { key: "orders", label: "Orders" },
  { key: "bookings", label: "Bookings" },
  { key: "submissions", label: "Submissions" },
] as const;

const W = 160;
const H = 40;

function Sparkline(props: { label: string; values: number[]; from: string; to: string }) {
  const max = Math.max(1, ...props.values);
  const step = props.values.length > 1 ? W / (props.values.length - 1) : 0;
  const points = props.values
    .map(
      (value, index) =>
        `${(index * step).toFixed(1)},${(H - 2 - (value / max) * (H - 4)).toFixed(1)}`,
    )
    .join(" ");
  const total = props.values.reduce((sum, value) => sum + value, 0);
  return (
    <li className="rounded-2xl border bg-card p-4">
      <p className="text-sm text-muted-foreground">{props.label}</p>
      <p className="font-display text-2xl font-semibold text-primary">{formatCount(total)}</p>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className="mt-2 h-10 w-full text-primary"
        role="img"
        aria-label={`${props.label} per day from ${formatDay(props.from)} to ${formatDay(props.to)}: ${formatCount(total)} in total, at most ${formatCount(Math.max(0, ...props.values))} on one day`}
        preserveAspectRatio="none"
      >
        <polyline
          points={points}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
    </li>
  );
}

/** The admin overview's 30-day trends, each a sparkline, with every number in one table. */
export function Sparklines(props: { days: ConversionDay[] }) {
  const { days } = props;
  const from = days[0]?.day ?? "";
  const to = days.at(-1)?.day ?? "";
  return (
    <div className="space-y-4">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {METRICS.map((metric) => (
          <Sparkline
            key={metric.key}
            label={metric.label}
            values={days.map((day) => day[metric.key])}
            from={from}
            to={to}
          />
        ))}
      </ul>
      <details className="rounded-2xl border bg-card p-4">
        <summary className="cursor-pointer text-sm font-medium">The numbers, day by day</summary>
        <table className="mt-3 w-full text-right text-sm">
          <caption className="sr-only">Sign-ups, orders, bookings and submissions per day</caption>
          <thead className="text-muted-foreground">
            <tr>
              <th scope="col" className="p-1 text-left">
                Date
              </th>
              {METRICS.map((metric) => (
                <th key={metric.key} scope="col" className="p-1">
                  {metric.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day}>
                <th scope="row" className="p-1 text-left font-normal">
                  {day.day}
                </th>
                {METRICS.map((metric) => (
                  <td key={metric.key} className="p-1 tabular-nums">
                    {day[metric.key]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}

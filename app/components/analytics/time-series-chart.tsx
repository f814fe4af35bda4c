import { useId } from "react";
import { formatCount, formatDay } from "#app/lib/analytics/format.ts";

export type Series = {
  label: string;
  values: number[];
  /** A text colour class: the line is drawn in currentColor. */
  colorClass: string;
  /** A dash pattern, so lines differ without colour too. */
  dash?: string;
};

const WIDTH = 640;
const HEIGHT = 200;
const PAD = { top: 12, right: 12, bottom: 24, left: 44 };

/** Where each value sits: spread across the width, the largest value at the top. */
function coordinates(values: number[], max: number): [number, number][] {
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const step = values.length > 1 ? innerW / (values.length - 1) : 0;
  return values.map((value, index) => [
    PAD.left + (values.length > 1 ? index * step : innerW / 2),
    PAD.top + innerH - (value / max) * innerH,
  ]);
}

/** One series: a line, or a dot when the range is a single day. */
function SeriesMark(props: { series: Series; max: number }) {
  const at = coordinates(props.series.values, props.max);
  const [first] = at;
  if (at.length === 1 && first)
    return <circle r="4" fill="currentColor" cx={first[0]} cy={first[1]} />;
  return (
    <polyline
      points={at.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(" ")}
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeDasharray={props.series.dash}
      strokeLinejoin="round"
    />
  );
}

function summary(series: Series[], days: string[]): string {
  const span = days.length ? `${formatDay(days[0] ?? "")} to ${formatDay(days.at(-1) ?? "")}` : "";
  const parts = series.map((s) => {
    const total = s.values.reduce((sum, value) => sum + value, 0);
    return `${s.label}: ${formatCount(total)} in total, at most ${formatCount(Math.max(0, ...s.values))} a day`;
  });
  return `${span}. ${parts.join("; ")}. The numbers are in the table below.`;
}

/**
 * A line chart drawn on the server as SVG: no script, nothing to load. The picture is one image
 * with a text summary for screen readers; every number it shows is in the table under it, which
 * can be scrolled with the keyboard.
 */
export function TimeSeriesChart(props: { title: string; days: string[]; series: Series[] }) {
  const id = useId();
  const max = Math.max(1, ...props.series.flatMap((s) => s.values));
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  return (
    <figure className="space-y-3">
      <figcaption className="font-display text-lg font-semibold">{props.title}</figcaption>
      <ul className="flex flex-wrap gap-4 text-sm">
        {props.series.map((s) => (
          <li key={s.label} className="flex items-center gap-2">
            <svg width="24" height="8" aria-hidden className={s.colorClass}>
              <line
                x1="0"
                y1="4"
                x2="24"
                y2="4"
                stroke="currentColor"
                strokeWidth="3"
                strokeDasharray={s.dash}
              />
            </svg>
            {s.label}
          </li>
        ))}
      </ul>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full text-muted-foreground"
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
      >
        <title id={`${id}-title`}>{props.title}</title>
        <desc id={`${id}-desc`}>{summary(props.series, props.days)}</desc>
        {[0, 0.5, 1].map((share) => (
          <g key={share}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={PAD.top + innerH * (1 - share)}
              y2={PAD.top + innerH * (1 - share)}
              stroke="currentColor"
              strokeOpacity="0.3"
            />
            <text
              x={PAD.left - 6}
              y={PAD.top + innerH * (1 - share) + 4}
              textAnchor="end"
              fontSize="11"
              fill="currentColor"
            >
              {formatCount(max * share)}
            </text>
          </g>
        ))}
        <text x={PAD.left} y={HEIGHT - 6} fontSize="11" fill="currentColor">
          {formatDay(props.days[0] ?? "")}
        </text>
        <text
          x={WIDTH - PAD.right}
          y={HEIGHT - 6}
          fontSize="11"
          textAnchor="end"
          fill="currentColor"
        >
          {formatDay(props.days.at(-1) ?? "")}
        </text>
        {props.series.map((s) => (
          <g key={s.label} className={s.colorClass}>
            <SeriesMark series={s} max={max} />
          </g>
        ))}
      </svg>
      <section
        aria-label={`${props.title}: the numbers`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box needs focus, or keyboards cannot scroll it
        tabIndex={0}
        className="max-h-64 overflow-auto rounded-xl border"
      >
        <table className="w-full text-right text-sm">
          <caption className="sr-only">{props.title}, day by day</caption>
          <thead className="sticky top-0 bg-card text-muted-foreground">
            <tr>
              <th scope="col" className="p-2 text-left">
                Date
              </th>
              {props.series.map((s) => (
                <th key={s.label} scope="col" className="p-2">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y">
            {props.days.map((day, index) => (
              <tr key={day}>
                <th scope="row" className="p-2 text-left font-normal">
                  {day}
                </th>
                {props.series.map((s) => (
                  <td key={s.label} className="p-2 tabular-nums">
                    {formatCount(s.values[index] ?? 0)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </figure>
  );
}

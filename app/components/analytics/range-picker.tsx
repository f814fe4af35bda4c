import type { DayRange } from "#app/.server/analytics/range.ts";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { cn } from "#app/lib/cn.ts";
import { Form, Link } from "#app/lib/links.tsx";
import { ANALYTICS_RANGES } from "#app/schemas/analytics.ts";

/** Today, 7, 30 or 90 days as links, and a custom range as a form that works without script. */
export function RangePicker(props: { range: DayRange }) {
  const { range } = props;
  return (
    <div className="flex flex-wrap items-end gap-4">
      <nav aria-label="Period">
        <ul className="flex flex-wrap gap-2">
          {ANALYTICS_RANGES.filter((option) => option.value !== "custom").map((option) => (
            <li key={option.value}>
              <Link
                to={`?range=${option.value}`}
                aria-current={range.name === option.value ? "page" : undefined}
                className={cn(
                  "inline-flex h-9 items-center rounded-full border px-3 text-sm",
                  range.name === option.value
                    ? "border-primary bg-primary text-primary-foreground"
                    : "hover:bg-muted",
                )}
              >
                {option.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="get" className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="range" value="custom" />
        <label className="grid gap-1 text-sm">
          From
          <input
            type="date"
            name="from"
            required
            defaultValue={range.from}
            className="h-9 rounded-md border bg-background px-2"
          />
        </label>
        <label className="grid gap-1 text-sm">
          To
          <input
            type="date"
            name="to"
            required
            defaultValue={range.to}
            className="h-9 rounded-md border bg-background px-2"
          />
        </label>
        <button type="submit" className={buttonClass({ variant: "outline", size: "sm" })}>
          Show custom range
        </button>
      </Form>
    </div>
  );
}

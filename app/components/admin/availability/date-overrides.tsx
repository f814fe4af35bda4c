import { RowCommand } from "#app/components/admin/row-command.tsx";
import { FormErrors } from "#app/components/forms/field-parts.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { Form } from "#app/lib/links.tsx";
import { type CalendarView, LabelledInput, START_BOUNDS } from "./calendar-forms.tsx";

/** A calendar's coming days off and other hours, each removable, and the form that adds one. */
export function DateOverrides(props: { calendar: CalendarView; errors: string[] }) {
  const { calendar } = props;
  const id = `calendar-${calendar.id}-overrides`;
  return (
    <div className="space-y-4">
      <h3 id={id} className="font-semibold">
        Days off and other hours
      </h3>
      {calendar.overrides.length === 0 ? (
        <p className="text-sm text-muted-foreground">No coming days off or changed hours.</p>
      ) : (
        <ul aria-labelledby={id} className="divide-y rounded-xl border">
          {calendar.overrides.map((override) => (
            <li key={override.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <span>
                <span className="font-medium">{override.dates}</span>: {override.hours}
                {override.note ? (
                  <span className="block text-sm text-muted-foreground">{override.note}</span>
                ) : null}
              </span>
              <RowCommand
                fields={{ intent: "override-remove", overrideId: override.id }}
                label={`Remove ${override.dates} (${override.hours}) from ${calendar.name}`}
              >
                Remove
              </RowCommand>
            </li>
          ))}
        </ul>
      )}
      <Form
        method="post"
        className="space-y-4 rounded-xl border p-4"
        aria-label={`Add days off or other hours to ${calendar.name}`}
      >
        <FormErrors id={`${id}-errors`} errors={props.errors} />
        <input type="hidden" name="intent" value="override-add" />
        <input type="hidden" name="calendarId" value={calendar.id} />
        <div className="grid gap-4 sm:grid-cols-2">
          <LabelledInput id={`${id}-from`} name="from" type="date" label="From" required />
          <LabelledInput id={`${id}-to`} name="to" type="date" label="To (empty for one day)" />
        </div>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">What changes</legend>
          {(
            [
              ["off", "Day off: no consultations"],
              ["hours", "Other hours"],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="kind"
                value={value}
                defaultChecked={value === "off"}
                className="size-4 accent-primary"
              />
              {label}
            </label>
          ))}
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          {START_BOUNDS.map((bound) => (
            <LabelledInput
              key={bound.key}
              id={`${id}-${bound.key}`}
              name={bound.key}
              type="time"
              step={60}
              label={`${bound.label} (other hours)`}
              defaultValue={bound.fallback}
            />
          ))}
        </div>
        <LabelledInput id={`${id}-note`} name="note" label="Note (for admins)" maxLength={120} />
        <button type="submit" className={buttonClass({ size: "sm" })}>
          Add to {calendar.name}
        </button>
      </Form>
    </div>
  );
}

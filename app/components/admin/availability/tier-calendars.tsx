import { FormErrors, Label } from "#app/components/forms/field-parts.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { Select } from "#app/components/ui/select.tsx";
import { Form } from "#app/lib/links.tsx";

/** Which calendar serves each tier: a session is booked on, and refused by, that calendar. */
export function TierCalendarsForm(props: {
  tiers: { tier: string; label: string; calendarId: number }[];
  calendars: { id: number; name: string }[];
  errors: string[];
}) {
  return (
    <Form method="post" className="space-y-4" key={JSON.stringify(props.tiers)}>
      <FormErrors id="tier-calendars-errors" errors={props.errors} />
      <input type="hidden" name="intent" value="tiers" />
      <div className="grid gap-4 sm:grid-cols-3">
        {props.tiers.map((entry) => (
          <div key={entry.tier}>
            <Label htmlFor={`tier-${entry.tier}`} label={`${entry.label} sessions`} />
            <Select id={`tier-${entry.tier}`} name={entry.tier} defaultValue={entry.calendarId}>
              {props.calendars.map((calendar) => (
                <option key={calendar.id} value={calendar.id}>
                  {calendar.name}
                </option>
              ))}
            </Select>
          </div>
        ))}
      </div>
      <button type="submit" className={buttonClass({ size: "sm" })}>
        Save calendars per tier
      </button>
    </Form>
  );
}

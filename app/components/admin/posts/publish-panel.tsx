import type { FieldMetadata } from "@conform-to/react";
import { useSyncExternalStore } from "react";
import { AdminPanel } from "#app/components/admin/admin-panel.tsx";
import { ErrorList } from "#app/components/forms/field-parts.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { POST_STATUS_LABELS, type PostStatus } from "#app/lib/post-status.ts";
import { utcToWallClock } from "#app/lib/wall-clock.ts";
import type { AutosaveStatus } from "./use-autosave.ts";

const subscribeNever = () => () => {};

/** The admin's own time zone once the page runs in their browser; UTC before (and without) it. */
export function useBrowserTimeZone(): string {
  return useSyncExternalStore(
    subscribeNever,
    () => Intl.DateTimeFormat().resolvedOptions().timeZone,
    () => "UTC",
  );
}

function formatIn(iso: string, zone: string): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    dateStyle: "medium",
    timeStyle: "short",
  }).format(new Date(iso));
}

const STATUS_WORDS: Record<AutosaveStatus["kind"], string> = {
  idle: "",
  pending: "Unsaved changes…",
  saving: "Saving…",
  saved: "Saved",
  device: "Kept on this device until you press Update",
  offline: "Offline: kept on this device, saved when the connection is back",
  error: "",
};

export function AutosaveNote(props: { status: AutosaveStatus }) {
  const { status } = props;
  const zone = useBrowserTimeZone();
  const words =
    status.kind === "error"
      ? status.message
      : status.kind === "saved"
        ? `Saved at ${new Intl.DateTimeFormat("en-US", { timeZone: zone, timeStyle: "short" }).format(new Date(status.at))}`
        : STATUS_WORDS[status.kind];
  return (
    <p
      role="status"
      className={status.kind === "error" ? "text-sm text-danger" : "text-sm text-muted-foreground"}
    >
      {words}
    </p>
  );
}

/**
 * A time to act later, typed on the admin's own clock (`zone`); the form sends the zone beside it.
 * The input is keyed by the zone, so it shows the stored time again once the browser's zone is known.
 */
export function ScheduleInput(props: {
  field: FieldMetadata<string>;
  label: string;
  scheduledFor: Date | string | null;
  zone: string;
  fullWidth?: boolean;
}) {
  const { field, zone } = props;
  return (
    <>
      <label htmlFor={field.id} className="block text-sm font-medium">
        {props.label}
        <span className="block text-xs font-normal text-muted-foreground">Your time ({zone})</span>
      </label>
      <input
        key={zone}
        id={field.id}
        name={field.name}
        type="datetime-local"
        defaultValue={
          props.scheduledFor ? utcToWallClock(new Date(props.scheduledFor), zone) : undefined
        }
        aria-invalid={field.errors ? true : undefined}
        aria-describedby={field.errors ? field.errorId : undefined}
        className={
          props.fullWidth
            ? "h-10 w-full rounded-md border bg-background px-3"
            : "h-10 rounded-md border bg-background px-3"
        }
      />
      <ErrorList id={field.errorId} errors={field.errors} />
    </>
  );
}

/**
 * Where the post stands and what can happen to it next: save, publish now or at a time, or take
 * it back to a draft. The time is read on the admin's clock, and its zone is sent with it.
 */
export function PublishPanel(props: {
  status: PostStatus;
  scheduledFor: string | null;
  scheduleField: FieldMetadata<string>;
  autosave: AutosaveStatus;
}) {
  const { status, scheduledFor, scheduleField } = props;
  const zone = useBrowserTimeZone();
  const live = status === "published";
  const secondary = buttonClass({ variant: "outline", className: "w-full" });
  return (
    <AdminPanel title={POST_STATUS_LABELS[status]}>
      {status === "scheduled" && scheduledFor ? (
        <p className="text-sm">
          Goes live{" "}
          <time dateTime={scheduledFor}>
            {formatIn(scheduledFor, zone)} ({zone})
          </time>
        </p>
      ) : null}
      <AutosaveNote status={props.autosave} />
      <input type="hidden" name="live" value={live ? "on" : ""} />
      <input type="hidden" name="timeZone" value={zone} />
      <div className="grid gap-2">
        <button
          type="submit"
          name="intent"
          value="save"
          className={buttonClass({ className: "w-full" })}
        >
          {live ? "Update" : "Save draft"}
        </button>
        {live ? null : (
          <button type="submit" name="intent" value="publish" className={secondary}>
            Publish now
          </button>
        )}
      </div>
      {live ? null : (
        <div className="space-y-2 border-t pt-4">
          <ScheduleInput
            field={scheduleField}
            label={status === "scheduled" ? "Change the time" : "Publish later"}
            scheduledFor={scheduledFor}
            zone={zone}
            fullWidth
          />
          <button type="submit" name="intent" value="schedule" className={secondary}>
            Schedule
          </button>
        </div>
      )}
      {status === "draft" ? null : (
        <button
          type="submit"
          name="intent"
          value="unpublish"
          formNoValidate
          className={buttonClass({ variant: "ghost", className: "w-full" })}
        >
          {live ? "Unpublish" : "Cancel the schedule"}
        </button>
      )}
    </AdminPanel>
  );
}

import { SpriteIcon } from "#app/components/ui/sprite-icon.tsx";
import { cn } from "#app/lib/cn.ts";
import type { EventTimes } from "#app/lib/event-time.ts";

/**
 * An event's start and end as the server worded them in the event's own zone, so the browser
 * never formats a time (its zone and its ICU data could differ); each end is a `<time>`.
 */
export function EventWhen(props: { times: EventTimes }) {
  const { start, end } = props.times;
  return (
    <span>
      <time dateTime={start.iso}>{start.text}</time> – <time dateTime={end.iso}>{end.text}</time>
    </span>
  );
}

/** When and where an event happens, each after its icon; nothing for a product without either. */
export function EventFacts(props: {
  times: EventTimes | null;
  location: string | null;
  className?: string;
}) {
  if (!props.times && !props.location) return null;
  return (
    <p className={cn("flex flex-wrap gap-x-4 gap-y-1", props.className)}>
      {props.times ? (
        <span className="inline-flex items-start gap-1">
          <SpriteIcon name="calendar-days" className="mt-0.5 size-4 shrink-0" />
          <EventWhen times={props.times} />
        </span>
      ) : null}
      {props.location ? (
        <span className="inline-flex items-start gap-1">
          <SpriteIcon name="map-pin" className="mt-0.5 size-4 shrink-0" />
          {props.location}
        </span>
      ) : null}
    </p>
  );
}

import { SpriteIcon } from "#app/components/ui/sprite-icon.tsx";
import type { Booked } from "#app/lib/booking/booking-state.ts";
import { ianaZone, timezoneLabel } from "#app/lib/booking/timezones.ts";
import { longDateInZone, timeInZone } from "#app/lib/booking/zoned-time.ts";

/** Step four: what was booked, and where the confirmation went. */
export function ConfirmationStep(props: {
  booked: Booked;
  tierName: string;
  durationMinutes: number;
  confirmation: { title: string; body: string };
}) {
  const { booked } = props;
  const zone = ianaZone(booked.timezone);
  return (
    <div className="mt-6 text-center" role="status">
      <SpriteIcon name="circle-check" className="mx-auto size-12 text-primary" />
      <h3 className="mt-3 font-display text-xl font-semibold">{props.confirmation.title}</h3>
      <p className="mt-2">
        {props.tierName}, {props.durationMinutes} minutes,{" "}
        {longDateInZone(new Date(booked.startsAt), zone)} at{" "}
        {timeInZone(new Date(booked.startsAt), zone)} ({timezoneLabel(booked.timezone)}).
      </p>
      <p className="mt-2 text-sm text-muted-foreground">
        Sent to {booked.email}
        {booked.cardLast4 ? `; paid with the card ending ${booked.cardLast4}` : ""}.
      </p>
      <p className="mx-auto mt-4 max-w-xl text-sm text-muted-foreground">
        {props.confirmation.body}
      </p>
    </div>
  );
}

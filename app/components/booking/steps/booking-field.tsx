import type { ReactNode } from "react";
import { RequiredMark } from "#app/components/ui/field.tsx";

/** A labelled control of the booking flow, with the required mark where it applies. */
export function BookingField(props: {
  id: string;
  label: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={props.id} className="mb-1.5 block text-sm font-medium">
        {props.label}
        {props.required ? <RequiredMark /> : null}
      </label>
      {props.children}
    </div>
  );
}

/** The values a later step posts again, so a visitor without JavaScript carries them along. */
export function CarriedFields(props: { values: Record<string, string | null> }) {
  return (
    <>
      {Object.entries(props.values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value ?? ""} />
      ))}
    </>
  );
}

/** A refused step's message, where the step's form shows it. */
export function StepError(props: { message: string | null }) {
  if (!props.message) return null;
  return (
    <p
      role="alert"
      className="rounded-lg border border-danger/50 bg-danger/10 px-3 py-2 text-sm text-danger sm:col-span-2"
    >
      {props.message}
    </p>
  );
}

import { FormErrors } from "#app/components/forms/fields.tsx";

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

/** A refused step's message, across the whole width of the step's form. */
export function StepError(props: { id: string; message: string | null }) {
  if (!props.message) return null;
  return (
    <div className="sm:col-span-2">
      <FormErrors id={props.id} errors={[props.message]} />
    </div>
  );
}

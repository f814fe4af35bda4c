/**
 * The booking steps still import from here while they move to the form kit
 * (`components/forms/fields.tsx` over `ui/input.tsx`); this file goes once they have.
 */
export { RequiredMark, RequiredNote } from "#app/components/forms/fields.tsx";
export { inputClass } from "./input.tsx";

import type { ComponentProps } from "react";
import type { WaitlistForm } from "#app/components/products/waitlist-form.tsx";
import { StaticUntilUsed } from "#app/lib/static-until-used.tsx";

/** The name entry.server.tsx gives the server's own copy of the form. */
export const WAITLIST_FORM_PART = "waitlist-form";

const load = () =>
  import("#app/components/products/waitlist-form.tsx").then((module) => module.WaitlistForm);

/**
 * The waitlist sign-up as product pages place it, mostly below the fold: the server draws the
 * form, and its code (the form, the form kit and the text input, about 2.8 KB) comes when the
 * visitor reaches it.
 */
export function WaitlistFormWhenUsed(props: ComponentProps<typeof WaitlistForm>) {
  return <StaticUntilUsed name={WAITLIST_FORM_PART} load={load} props={props} />;
}

import type { CallToAction as CallToActionData } from "#app/content/schemas/blocks.ts";
import { ActionLinks } from "./content-link.tsx";

/** The closing band of a page: one clear next step. */
export function CallToAction(props: { cta: CallToActionData }) {
  const { cta } = props;
  return (
    <section id={cta.id} aria-labelledby={`${cta.id}-title`} className="px-4 py-20">
      <div className="mx-auto max-w-4xl rounded-3xl border bg-card px-6 py-14 text-center">
        <h2 id={`${cta.id}-title`} className="font-display text-3xl font-semibold sm:text-4xl">
          {cta.title}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-muted-foreground">{cta.body}</p>
        <ActionLinks actions={cta.actions} className="mt-8 flex flex-wrap justify-center gap-3" />
      </div>
    </section>
  );
}

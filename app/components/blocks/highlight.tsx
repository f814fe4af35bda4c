import { SpriteIcon } from "#app/components/ui/sprite-icon.tsx";
import type { Highlight as HighlightData } from "#app/content/schemas/services.ts";
import { ActionLinks } from "./content-link.tsx";
import { Eyebrow } from "./eyebrow.tsx";

/** One product of the ecosystem put forward on another page, with the ways to learn more. */
export function Highlight(props: { highlight: HighlightData }) {
  const { highlight } = props;
  const titleId = `${highlight.id}-title`;
  return (
    <section id={highlight.id} aria-labelledby={titleId} className="px-4 py-20">
      <div className="mx-auto grid max-w-6xl gap-10 rounded-3xl border bg-card p-8 sm:p-12 lg:grid-cols-2">
        <div>
          {highlight.eyebrow ? <Eyebrow>{highlight.eyebrow}</Eyebrow> : null}
          <h2 id={titleId} className="mt-3 font-display text-3xl font-semibold sm:text-4xl">
            {highlight.title}
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">{highlight.lead}</p>
          <ActionLinks actions={highlight.actions} className="mt-8 flex flex-wrap gap-3" />
        </div>
        <ul className="space-y-4 self-center">
          {highlight.points.map((point) => (
            <li key={point} className="flex items-start gap-3 text-lg">
              <SpriteIcon name="sparkles" className="mt-1 size-5 shrink-0 text-accent" />
              <span>{point}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

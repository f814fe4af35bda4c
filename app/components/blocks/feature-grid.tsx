import { textLinkClass } from "#app/components/ui/button-styles.ts";
import type { Feature } from "#app/content/schemas/blocks.ts";
import { cn } from "#app/lib/cn.ts";
import { ContentLink } from "./content-link.tsx";
import { BlockIcon } from "./icon.tsx";

/** Cards with an icon, a title, a sentence or two and an optional link. */
export function FeatureGrid(props: { features: Feature[]; columns?: 2 | 3 | 4 }) {
  const { columns = 3 } = props;
  return (
    <ul
      className={cn(
        "mt-12 grid gap-6",
        columns === 2 && "sm:grid-cols-2",
        columns === 3 && "sm:grid-cols-2 lg:grid-cols-3",
        columns === 4 && "sm:grid-cols-2 lg:grid-cols-4",
      )}
    >
      {props.features.map((feature) => (
        <li
          key={feature.title}
          className="flex flex-col rounded-2xl border bg-card p-6 text-card-foreground"
        >
          <span className="inline-flex size-11 items-center justify-center rounded-full bg-muted text-primary">
            <BlockIcon name={feature.icon} />
          </span>
          <h3 className="mt-4 text-lg font-semibold">{feature.title}</h3>
          <p className="mt-2 grow text-muted-foreground">{feature.body}</p>
          {feature.link ? (
            <ContentLink link={feature.link} className={cn("mt-4", textLinkClass)} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

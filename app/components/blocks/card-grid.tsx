import { textLinkClass } from "#app/components/ui/button-styles.ts";
import type { Card } from "#app/content/schemas/content-page.ts";
import { cn } from "#app/lib/cn.ts";
import { ContentLink } from "./content-link.tsx";
import { BlockIcon } from "./icon.tsx";

const badgeTone: Record<NonNullable<Card["badge"]>, string> = {
  Popular: "bg-primary text-primary-foreground",
  Featured: "bg-accent text-accent-foreground",
  New: "border border-primary text-primary",
  "Coming Soon": "bg-muted text-foreground",
  "Invitation only": "bg-muted text-foreground",
};

/** Cards with an optional icon, badge, bullet points and link; a card with an id is an anchor. */
export function CardGrid(props: { cards: Card[] }) {
  const { cards } = props;
  return (
    <ul
      className={cn(
        "mt-12 grid gap-6 sm:grid-cols-2",
        cards.length % 3 === 0 && "lg:grid-cols-3",
        cards.length === 4 && "lg:grid-cols-4",
      )}
    >
      {cards.map((card) => (
        <li
          key={card.title}
          id={card.id}
          className="flex scroll-mt-24 flex-col rounded-2xl border bg-card p-6 text-card-foreground"
        >
          <div className="flex items-start justify-between gap-3">
            {card.icon ? (
              <span className="inline-flex size-11 items-center justify-center rounded-full bg-muted text-primary">
                <BlockIcon name={card.icon} />
              </span>
            ) : null}
            {card.badge ? (
              <span
                className={cn(
                  "ml-auto rounded-full px-3 py-1 text-xs font-semibold",
                  badgeTone[card.badge],
                )}
              >
                {card.badge}
              </span>
            ) : null}
          </div>
          {card.eyebrow ? (
            <p className="mt-4 text-sm font-medium text-muted-foreground">{card.eyebrow}</p>
          ) : null}
          <h3 className={cn("text-lg font-semibold", card.eyebrow ? "mt-1" : "mt-4")}>
            {card.title}
          </h3>
          <p className="mt-2 text-muted-foreground">{card.body}</p>
          {card.points ? (
            <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-muted-foreground">
              {card.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          ) : null}
          <span className="grow" />
          {card.link ? (
            <ContentLink link={card.link} className={cn("mt-4", textLinkClass)} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

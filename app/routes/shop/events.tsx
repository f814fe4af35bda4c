import { listEvents } from "#app/.server/catalog/products.ts";
import { ReturnLink } from "#app/components/blocks/back-link.tsx";
import { EventFacts } from "#app/components/shop/event-facts.tsx";
import { CardPicture } from "#app/components/shop/product-picture.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { FactTiles } from "#app/components/ui/fact-tiles.tsx";
import { SpriteIcon } from "#app/components/ui/sprite-icon.tsx";
import type { SpriteIconName } from "#app/components/ui/sprite-icons.ts";
import { Link } from "#app/lib/links.tsx";
import type { Product } from "#app/lib/product.ts";
import { eventJsonLd, siteAddress } from "#app/lib/seo/json-ld.ts";
import { pageMeta } from "#app/lib/seo/meta.ts";
import type { Route } from "./+types/events";

export async function loader({ context }: Route.LoaderArgs) {
  const events = await listEvents(context.services.db);
  const virtual = events.filter((event) =>
    event.location?.toLowerCase().includes("virtual"),
  ).length;
  const absolute = siteAddress(context.services.config.publicUrl);
  const jsonLd = events.map((event) => eventJsonLd(event, absolute));
  return { events, virtual, inPerson: events.length - virtual, jsonLd };
}

function EventCard(props: { event: Product }) {
  const { event } = props;
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border bg-card">
      <CardPicture
        product={event}
        sizes="(min-width: 64rem) 33vw, (min-width: 40rem) 50vw, 100vw"
      />
      <div className="flex grow flex-col gap-2 p-5">
        <EventFacts times={event.eventTimes} location={null} className="text-sm text-accent" />
        <h3 className="text-lg font-semibold">{event.name}</h3>
        <p className="line-clamp-2 text-sm text-muted-foreground">{event.description}</p>
        <div className="mt-auto flex flex-wrap gap-2 pt-3">
          {event.externalUrl ? (
            <a
              href={event.externalUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass({ size: "sm" })}
            >
              Register on Eventbrite<span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : (
            <Link to={`/product/${event.id}`} className={buttonClass({ size: "sm" })}>
              Learn More<span className="sr-only"> about {event.name}</span>
            </Link>
          )}
          <a
            href={`/events/${event.id}/calendar.ics`}
            download
            aria-label={`Add to calendar: ${event.name}`}
            className={buttonClass({ size: "sm", variant: "outline" })}
          >
            <SpriteIcon name="calendar-plus" className="size-4" />
            Add to calendar
          </a>
        </div>
      </div>
    </article>
  );
}

/** A titled grid of event cards; `id` names the heading the section is labelled by. */
function EventSection(props: { id: string; title: string; events: Product[] }) {
  return (
    <section aria-labelledby={`${props.id}-title`}>
      <h2 id={`${props.id}-title`} className="font-display text-2xl font-semibold">
        {props.title}
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {props.events.map((event) => (
          <li key={event.id} className="flex *:grow">
            <EventCard event={event} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function EventsPage({ loaderData }: Route.ComponentProps) {
  const { events, virtual, inPerson } = loaderData;
  const featured = events.slice(0, 5);
  const tiles: { icon: SpriteIconName; value: string; label: string }[] = [
    { icon: "calendar-days", value: String(events.length), label: "Upcoming gatherings" },
    { icon: "globe", value: `${virtual} / ${inPerson}`, label: "Virtual / in person" },
    { icon: "repeat", value: "Monthly", label: "A regular schedule of summits and workshops" },
  ];
  return (
    <div className="mx-auto max-w-7xl space-y-14 px-4 pt-28 pb-20">
      <div>
        <ReturnLink to="/dashboard" label="Back to Dashboard" />
        <h1 className="mt-4 font-display text-4xl font-semibold sm:text-5xl">Cosmic Events</h1>
        <p className="mt-4 max-w-2xl text-lg text-muted-foreground">
          Summits, workshops and galas where the Collective meets, learns and celebrates.
        </p>
      </div>

      <EventSection id="featured" title="Featured Events" events={featured} />

      <FactTiles
        facts={tiles.map(({ icon, value, label }) => ({
          key: label,
          label,
          value: (
            <>
              <SpriteIcon name={icon} className="size-5 text-primary" />
              {value}
            </>
          ),
        }))}
        className="grid gap-4 sm:grid-cols-3"
        tileClassName="gap-1 rounded-2xl border bg-card p-5"
        labelClassName="text-sm text-muted-foreground"
        valueClassName="flex items-center gap-2 font-display text-2xl font-semibold"
      />

      <EventSection id="all" title="All Cosmic Gatherings" events={events} />
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches, data: loaderData }) =>
  pageMeta(matches, {
    title: "Events",
    description: "Summits, workshops and galas where the Celestial Collective meets.",
    path: "/events",
    jsonLd: loaderData?.jsonLd ?? [],
  });

import { textLinkClass } from "#app/components/ui/button-styles.ts";
import type { Person, Talent } from "#app/content/schemas/content-page.ts";
import { cn } from "#app/lib/cn.ts";
import { ContentImage } from "./content-image.tsx";
import { ContentLink } from "./content-link.tsx";

/** Profile cards: photo, name, role and a line in their own words. */
export function PeopleGrid(props: { people: Person[] }) {
  return (
    <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {props.people.map((person) => (
        <li
          key={person.id}
          id={person.id}
          className="flex scroll-mt-24 flex-col items-center rounded-2xl border bg-card p-6 text-center text-card-foreground"
        >
          <ContentImage image={person.image} className="size-24 rounded-full" />
          <h3 className="mt-4 text-lg font-semibold">{person.name}</h3>
          <p className="text-sm font-medium text-primary">{person.role}</p>
          <blockquote className="mt-3 grow text-muted-foreground">
            <p>“{person.quote}”</p>
          </blockquote>
          {person.link ? (
            <ContentLink link={person.link} className={cn("mt-4", textLinkClass)}>
              {person.link.label}
              {/* Seven "View Profile" links must not sound alike to a screen reader. */}
              <span className="sr-only">: {person.name}</span>
            </ContentLink>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Candidates as a partner sees them: name, title, verified skills and a photo. */
export function TalentGrid(props: { talent: Talent[] }) {
  return (
    <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {props.talent.map((person) => (
        <li key={person.id} className="rounded-2xl border bg-card p-6 text-card-foreground">
          <ContentImage image={person.image} className="size-16 rounded-full" />
          <h3 className="mt-4 text-lg font-semibold">{person.name}</h3>
          <p className="text-sm text-muted-foreground">{person.title}</p>
          <ul aria-label={`Skills of ${person.name}`} className="mt-4 flex flex-wrap gap-2">
            {person.skills.map((skill) => (
              <li key={skill} className="rounded-full bg-muted px-3 py-1 text-xs font-medium">
                {skill}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

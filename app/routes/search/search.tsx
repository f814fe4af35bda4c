import { data } from "react-router";
import { ContentLinks } from "#app/components/blocks/content-link.tsx";
import { HighlightedSnippet } from "#app/components/search/highlighted-snippet.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { Input } from "#app/components/ui/input.tsx";
import { SpriteIcon } from "#app/components/ui/sprite-icon.tsx";
import { Form, Link } from "#app/lib/links.tsx";
import { KIND_LABELS, type SearchHit, type SearchKind } from "#app/lib/search-hit.ts";
import { MAX_QUERY_LENGTH } from "#app/lib/search-text.ts";
import { privatePageMeta } from "#app/lib/seo/meta.ts";
import type { Route } from "./+types/search";

const KIND_ORDER: SearchKind[] = ["page", "product", "event", "post", "person"];

const SUGGESTIONS = ["Ada Key", "events", "smart garments", "AI course", "wellness"];
const POPULAR = [
  { label: "Shop", href: "/shop" },
  { label: "Events", href: "/events" },
  { label: "Dashboard", href: "/dashboard" },
  { label: "Home", href: "/" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const raw = new URL(request.url).searchParams.get("q") ?? "";
  const query = raw.trim();
  if (query.length > MAX_QUERY_LENGTH) {
    return data(
      {
        query: "",
        groups: [],
        total: 0,
        error: `Search for at most ${MAX_QUERY_LENGTH} characters.`,
      },
      { status: 400 },
    );
  }
  const hits = query ? await context.services.search.search(query, 50) : [];
  const groups = KIND_ORDER.map((kind) => ({
    kind,
    label: KIND_LABELS[kind],
    hits: hits.filter((hit) => hit.kind === kind),
  })).filter((group) => group.hits.length > 0);
  return { query, groups, total: hits.length, error: null };
}

function ResultGroup(props: { label: string; kind: string; hits: SearchHit[] }) {
  const titleId = `results-${props.kind}`;
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="font-display text-xl font-semibold">
        {props.label} <span className="text-muted-foreground">({props.hits.length})</span>
      </h2>
      <ul className="mt-3 space-y-3">
        {props.hits.map((hit) => (
          <li key={hit.id} className="rounded-2xl border bg-card p-4">
            <Link to={hit.url} className="font-semibold text-primary hover:underline">
              {hit.title}
            </Link>
            <p className="mt-1 text-sm text-muted-foreground">
              <HighlightedSnippet parts={hit.snippet} />
            </p>
            <p className="mt-1 text-xs text-muted-foreground">{hit.url}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { query, groups, total, error } = loaderData;
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 pt-28 pb-20">
      <h1 className="font-display text-3xl font-semibold">
        {query ? `Results for “${query}”` : "Search the Collective"}
      </h1>
      <Form method="get" action="/search" role="search" className="flex gap-2">
        <label htmlFor="search-page-input" className="sr-only">
          Search the site
        </label>
        <Input
          id="search-page-input"
          name="q"
          type="search"
          defaultValue={query}
          maxLength={MAX_QUERY_LENGTH}
          placeholder="Search for tools..."
        />
        <button type="submit" className={buttonClass()}>
          <SpriteIcon name="search" className="size-4" />
          Search
        </button>
      </Form>
      {error ? (
        <p role="alert" className="text-danger">
          {error}
        </p>
      ) : null}
      {query ? (
        <p role="status" className="text-sm text-muted-foreground">
          {total === 1 ? "1 result" : `${total} results`}
        </p>
      ) : null}
      {groups.map((group) => (
        <ResultGroup key={group.kind} kind={group.kind} label={group.label} hits={group.hits} />
      ))}
      {total === 0 ? (
        <section aria-labelledby="search-help" className="rounded-2xl border bg-card p-6">
          <h2 id="search-help" className="text-lg font-semibold">
            {query ? "Nothing matched — try one of these" : "Not sure where to start?"}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {SUGGESTIONS.map((suggestion) => (
              <li key={suggestion}>
                <Link
                  to={`/search?q=${encodeURIComponent(suggestion)}`}
                  className="inline-flex rounded-full border px-3 py-1 text-sm hover:bg-muted"
                >
                  {suggestion}
                </Link>
              </li>
            ))}
          </ul>
          <h3 className="mt-6 text-sm font-semibold">Popular pages</h3>
          <ContentLinks
            links={POPULAR}
            className="mt-2 flex flex-wrap gap-4 text-sm"
            linkClassName="text-primary hover:underline"
          />
        </section>
      ) : null}
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches, data: loaderData }) =>
  privatePageMeta(matches, loaderData?.query ? `Search: ${loaderData.query}` : "Search");

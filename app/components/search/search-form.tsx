import { type FormEvent, type KeyboardEvent, useState } from "react";
import { useNavigate } from "react-router";
import { useSearchSuggestions } from "#app/components/search/use-search-suggestions.ts";
import { SpriteIcon } from "#app/components/ui/sprite-icon.tsx";
import { searchHref } from "#app/lib/browser-events.ts";
import { cn } from "#app/lib/cn.ts";
import { KIND_LABELS } from "#app/lib/search-hit.ts";

type SearchFormProps = {
  id: string;
  className?: string;
  inputClassName?: string;
  /** Called once a search has been submitted, e.g. to close the overlay around the form. */
  onSearched?: () => void;
  /** Offer live suggestions under the field (the overlay does; the mobile menu keeps it simple). */
  suggest?: boolean;
};

/**
 * Trimmed, non-empty text goes to /search?q=...; blank input is ignored. Without JavaScript the
 * form still submits as a plain GET to /search. With suggestions on, the field is a combobox:
 * arrow keys move through the suggestions, Enter opens the chosen one or searches.
 */
export function SearchForm(props: SearchFormProps) {
  const { id, className, inputClassName, onSearched, suggest = false } = props;
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(-1);
  const hits = useSearchSuggestions(query, suggest);
  const navigate = useNavigate();
  const listId = `${id}-suggestions`;
  const showList = suggest && hits.length > 0;

  const go = (href: string) => {
    setQuery("");
    setActive(-1);
    onSearched?.();
    navigate(href);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = showList && active >= 0 ? hits[active] : undefined;
    if (chosen) return go(chosen.url);
    const href = searchHref(query);
    if (href) go(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!showList) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      // -1 is the text field itself; moving past either end wraps around through it.
      setActive((current) => {
        const next = current + step;
        if (next < -1) return hits.length - 1;
        return next >= hits.length ? -1 : next;
      });
    }
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not yet known to every engine we test in
    <form role="search" action="/search" method="get" onSubmit={onSubmit} className={className}>
      <label htmlFor={id} className="sr-only">
        Search
      </label>
      <div className="flex items-center gap-2">
        <SpriteIcon name="search" className="h-5 w-5 shrink-0 text-muted-foreground" />
        <input
          id={id}
          name="q"
          type="search"
          autoComplete="off"
          placeholder="Search for tools..."
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          {...(suggest
            ? {
                role: "combobox",
                "aria-expanded": showList,
                "aria-controls": listId,
                "aria-autocomplete": "list" as const,
                "aria-activedescendant":
                  showList && active >= 0 ? `${listId}-${active}` : undefined,
              }
            : {})}
          className={cn(
            "w-full bg-transparent outline-none placeholder:text-muted-foreground",
            inputClassName,
          )}
        />
      </div>
      {suggest ? (
        <>
          <div
            id={listId}
            role="listbox"
            aria-label="Suggestions"
            hidden={!showList}
            className="mt-3 max-h-80 space-y-1 overflow-y-auto"
          >
            {hits.map((hit, index) => (
              <div
                key={hit.id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                tabIndex={-1}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => go(hit.url)}
                onKeyDown={(event) => {
                  if (event.key === "Enter") go(hit.url);
                }}
                className={cn(
                  "flex cursor-pointer items-baseline justify-between gap-3 rounded-lg px-3 py-2",
                  index === active ? "bg-muted" : "hover:bg-muted",
                )}
              >
                <span className="font-medium">{hit.title}</span>
                <span className="text-xs text-muted-foreground">{KIND_LABELS[hit.kind]}</span>
              </div>
            ))}
          </div>
          <p aria-live="polite" className="sr-only">
            {query.trim().length >= 2
              ? `${hits.length} suggestion${hits.length === 1 ? "" : "s"}`
              : ""}
          </p>
        </>
      ) : null}
    </form>
  );
}

import { useEffect, useRef } from "react";
import { useSubmit } from "react-router";
import { Input } from "#app/components/ui/input.tsx";
import { SpriteIcon } from "#app/components/ui/sprite-icon.tsx";
import { cn } from "#app/lib/cn.ts";
import { Form, Link } from "#app/lib/links.tsx";
import { ALL, type ShopFilter, shopFilterSearch } from "#app/lib/shop-filter.ts";

const chip = (active: boolean, size: string) =>
  cn(
    "inline-flex rounded-full border px-3 py-1.5",
    size,
    active ? "border-primary bg-primary text-primary-foreground" : "hover:bg-muted",
  );

/**
 * One filter's choices as links that keep the other filters, the current choice marked; compact
 * chips are smaller, for values written in lower case.
 */
function FilterChips(props: {
  label: string;
  choices: string[];
  current: string;
  href: (choice: string) => string;
  compact?: boolean;
}) {
  return (
    <nav aria-label={props.label}>
      <ul className="flex flex-wrap gap-2">
        {[ALL, ...props.choices].map((choice) => (
          <li key={choice}>
            <Link
              to={props.href(choice)}
              preventScrollReset
              aria-current={props.current === choice ? "true" : undefined}
              className={cn(
                chip(props.current === choice, props.compact ? "text-xs" : "text-sm"),
                props.compact && "capitalize",
              )}
            >
              {choice === ALL ? `All ${props.label}` : choice}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Search, category and type, all kept in the URL so results are server-rendered and shareable.
 * Typing filters as you go; without JavaScript the Search button submits the same form.
 */
export function ShopFilters(props: { filter: ShopFilter; categories: string[]; types: string[] }) {
  const { filter } = props;
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const to = (change: Partial<ShopFilter>) => `/shop${shopFilterSearch({ ...filter, ...change })}`;

  return (
    <div className="space-y-4">
      <Form method="get" action="/shop" role="search" className="flex gap-2">
        <label htmlFor="shop-search" className="sr-only">
          Search products
        </label>
        <Input
          id="shop-search"
          name="q"
          type="search"
          defaultValue={filter.q}
          placeholder="Search the cosmos..."
          onChange={(event) => {
            const form = event.currentTarget.form;
            clearTimeout(timer.current);
            timer.current = setTimeout(() => {
              if (form) submit(form, { replace: true, preventScrollReset: true });
            }, 250);
          }}
        />
        {filter.category !== ALL ? (
          <input type="hidden" name="category" value={filter.category} />
        ) : null}
        {filter.type !== ALL ? <input type="hidden" name="type" value={filter.type} /> : null}
        <button
          type="submit"
          className="inline-flex items-center gap-2 rounded-lg border px-4 text-sm hover:bg-muted"
        >
          <SpriteIcon name="search" className="size-4" />
          Search
        </button>
      </Form>
      <FilterChips
        label="Categories"
        choices={props.categories}
        current={filter.category}
        href={(category) => to({ category })}
      />
      <FilterChips
        label="Types"
        choices={props.types}
        current={filter.type}
        href={(type) => to({ type })}
        compact
      />
    </div>
  );
}

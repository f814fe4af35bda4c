import type { ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";
import { Link } from "#app/lib/links.tsx";

/**
 * A dashboard's shortcuts: a grid of card links, each as tall as its row, whose border lights up
 * on hover. The caller sets the grid's columns, how a tile lays out its content, and the content.
 */
export function LinkTiles<Item extends { href: string }>(props: {
  items: readonly Item[];
  /** The grid's columns at each width. */
  className: string;
  /** A tile's own layout: a block, or a column with its gap and alignment. */
  tileClassName: string;
  children: (item: Item) => ReactNode;
}) {
  return (
    <ul className={cn("mt-4 grid gap-3", props.className)}>
      {props.items.map((item) => (
        <li key={item.href}>
          <Link
            to={item.href}
            className={cn(
              "h-full rounded-xl border bg-card p-4 hover:border-primary",
              props.tileClassName,
            )}
          >
            {props.children(item)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

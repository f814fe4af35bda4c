import type { ReactNode } from "react";
import { FactTiles } from "#app/components/ui/fact-tiles.tsx";
import { cn } from "#app/lib/cn.ts";

/** The head and body of an admin page, inside the admin app shell (its sidebar and pending state). */
export function AdminShell(props: { title: string; description?: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 pt-6 pb-20 md:pt-10">
      <header className="space-y-4">
        <p className="text-sm tracking-widest text-accent uppercase">Admin</p>
        <h1 className="font-display text-3xl font-semibold sm:text-4xl">{props.title}</h1>
        {props.description ? (
          <p className="max-w-3xl text-muted-foreground">{props.description}</p>
        ) : null}
      </header>
      {props.children}
    </div>
  );
}

/** Headline figures as a description list: the value describes its label. */
export function StatCards(props: {
  stats: { label: string; value: number | string }[];
  /** The grid's columns, four on wide screens unless given. */
  className?: string;
}) {
  return (
    <FactTiles
      facts={props.stats.map((stat) => ({ key: stat.label, ...stat }))}
      className={cn("grid gap-4 sm:grid-cols-2", props.className ?? "lg:grid-cols-4")}
      tileClassName="rounded-2xl border bg-card p-5"
      labelClassName="mt-2 text-sm text-muted-foreground"
      valueClassName="font-display text-4xl font-semibold text-primary"
    />
  );
}

/** A titled part of an admin page; `card` sets it on a card of its own. */
export function AdminSection(props: {
  /** The heading's id, which names the section for assistive technology. */
  id: string;
  title: ReactNode;
  card?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={props.id}
      className={props.card ? "rounded-2xl border bg-card p-6" : "space-y-4"}
    >
      <h2 id={props.id} className="font-display text-xl font-semibold">
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}

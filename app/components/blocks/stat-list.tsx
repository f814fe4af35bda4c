import { FactTiles } from "#app/components/ui/fact-tiles.tsx";
import type { Stat } from "#app/content/schemas/blocks.ts";

/** Headline figures as a description list: the value describes its label. */
export function StatList(props: { stats: Stat[] }) {
  return (
    <FactTiles
      facts={props.stats.map((stat) => ({ key: stat.label, ...stat }))}
      className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
      tileClassName="rounded-2xl border bg-card p-6"
      labelClassName="mt-2 text-muted-foreground"
      valueClassName="font-display text-4xl font-semibold text-primary"
    />
  );
}

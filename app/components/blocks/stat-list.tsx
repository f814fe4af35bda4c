import type { Stat } from "#app/content/schemas/blocks.ts";

/** Headline figures as a description list: the value describes its label. */
export function StatList(props: { stats: Stat[] }) {
  return (
    <dl className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {props.stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse rounded-2xl border bg-card p-6">
          <dt className="mt-2 text-muted-foreground">{stat.label}</dt>
          <dd className="font-display text-4xl font-semibold text-primary">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}

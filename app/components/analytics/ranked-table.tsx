import type { Ranked } from "#app/.server/analytics/dashboard.ts";
import { formatCount } from "#app/lib/analytics/format.ts";

/** A top list as a table, each row with a bar showing its share of the first row's page views. */
export function RankedTable(props: { title: string; heading: string; rows: Ranked[] }) {
  const top = Math.max(1, props.rows[0]?.pageViews ?? 0);
  return (
    <section className="rounded-2xl border bg-card p-5">
      <h3 className="font-display text-lg font-semibold">{props.title}</h3>
      {props.rows.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">No visits in this period.</p>
      ) : (
        <table className="mt-3 w-full text-sm">
          <thead className="text-muted-foreground">
            <tr>
              <th scope="col" className="py-1 text-left">
                {props.heading}
              </th>
              <th scope="col" className="py-1 text-right">
                Page views
              </th>
              <th scope="col" className="py-1 text-right">
                Visitors
              </th>
            </tr>
          </thead>
          <tbody>
            {props.rows.map((row) => (
              <tr key={row.value}>
                <th scope="row" className="max-w-0 py-1 text-left font-normal">
                  <span className="block truncate" title={row.value}>
                    {row.value}
                  </span>
                  <span
                    aria-hidden
                    className="mt-1 block h-1 rounded-full bg-primary"
                    style={{ width: `${(row.pageViews / top) * 100}%` }}
                  />
                </th>
                <td className="py-1 text-right tabular-nums">{formatCount(row.pageViews)}</td>
                <td className="py-1 text-right tabular-nums">{formatCount(row.visitors)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

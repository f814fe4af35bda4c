import type { PageSpeed, PageSpeedRow, VitalFigure } from "#app/.server/analytics/page-speed.ts";
import { formatCount } from "#app/lib/analytics/format.ts";
import {
  formatVital,
  rateVital,
  type VitalRating,
  WEB_VITAL_NAMES,
  WEB_VITALS,
} from "#app/lib/analytics/web-vitals.ts";
import { cn } from "#app/lib/cn.ts";

const RATING_CLASS: Record<VitalRating, string> = {
  good: "text-primary",
  "needs improvement": "text-accent",
  poor: "text-danger",
};

/** One p75 with its rating in words, so the colour is never the only signal. */
function VitalCell(props: { figure: VitalFigure | undefined }) {
  const { figure } = props;
  if (!figure) return <td className="py-1 text-right text-muted-foreground">—</td>;
  const rating = rateVital(figure.name, figure.p75);
  return (
    <td className="py-1 text-right tabular-nums">
      <span className={cn("font-medium", RATING_CLASS[rating])}>
        {formatVital(figure.name, figure.p75)}
      </span>
      <span className="block text-xs text-muted-foreground">
        {rating}, {formatCount(figure.samples)}
      </span>
    </td>
  );
}

function VitalsTable(props: { title: string; heading: string; rows: PageSpeedRow[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="mt-3 w-full text-sm">
        <caption className="text-left font-display text-base font-semibold">{props.title}</caption>
        <thead className="text-muted-foreground">
          <tr>
            <th scope="col" className="py-1 text-left">
              {props.heading}
            </th>
            {WEB_VITAL_NAMES.map((name) => (
              <th key={name} scope="col" className="py-1 text-right">
                <abbr title={WEB_VITALS[name].label}>{name}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={row.key} className="border-t border-border">
              <th scope="row" className="max-w-0 py-1 text-left font-normal">
                <span className="block truncate" title={row.key}>
                  {row.key}
                </span>
              </th>
              {WEB_VITAL_NAMES.map((name) => (
                <VitalCell key={name} figure={row.vitals.find((figure) => figure.name === name)} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Real visitors' page speed: each Core Web Vital at the 75th percentile, rated against its good
 * and poor thresholds, for the site, per device class and per page, with the number of samples.
 */
export function PageSpeedSection(props: { speed: PageSpeed }) {
  const { speed } = props;
  return (
    <section aria-labelledby="page-speed-title" className="rounded-2xl border bg-card p-5">
      <h2 id="page-speed-title" className="font-display text-lg font-semibold">
        Page speed for real visitors
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        The 75th percentile of each measurement from visitors' own browsers, rated as web.dev does:
        {WEB_VITAL_NAMES.map((name, index) => {
          const { good, poor } = WEB_VITALS[name];
          return ` ${name} good up to ${formatVital(name, good)}, poor above ${formatVital(name, poor)}${index === WEB_VITAL_NAMES.length - 1 ? "." : ";"}`;
        })}
      </p>
      {speed.all.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">No measurements in this period.</p>
      ) : (
        <>
          <VitalsTable
            title="Whole site"
            heading="Site"
            rows={[{ key: "All pages", vitals: speed.all }]}
          />
          <VitalsTable title="By device" heading="Device" rows={speed.devices} />
          <VitalsTable title="By page" heading="Page" rows={speed.pages} />
        </>
      )}
    </section>
  );
}

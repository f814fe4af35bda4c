import type { ComparisonTable as ComparisonTableData } from "#app/content/schemas/avatars.ts";
import { Section } from "./section.tsx";

/** A side-by-side comparison: one column per thing compared, one row per quality. */
export function ComparisonTable(props: { table: ComparisonTableData; className?: string }) {
  const { table } = props;
  return (
    <Section intro={table} className={props.className}>
      {/* The cells wrap instead of scrolling sideways, so a narrow screen needs no scroll region. */}
      <div className="mt-12 overflow-hidden rounded-2xl border">
        <table className="w-full border-collapse text-left text-sm sm:text-base">
          <caption className="sr-only">{table.caption}</caption>
          <thead className="bg-muted">
            <tr>
              <td className="p-2 sm:p-4" />
              {table.columns.map((column) => (
                <th key={column} scope="col" className="p-2 sm:p-4 font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.label} className="border-t">
                <th scope="row" className="p-2 sm:p-4 font-semibold">
                  {row.label}
                </th>
                {row.values.map((value, index) => (
                  <td key={table.columns[index]} className="p-2 sm:p-4 text-muted-foreground">
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}

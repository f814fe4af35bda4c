import type { ReactNode } from "react";

/**
 * An admin list: its caption (read out by screen readers, which name the table by it), column
 * headings and one `<tr>` a row from `renderRow`. With `empty` given, a list without rows shows
 * that line instead of a table with nothing in it.
 */
export function AdminTable<Row>(props: {
  caption: string;
  columns: readonly string[];
  rows: readonly Row[];
  renderRow: (row: Row) => ReactNode;
  empty?: string;
}) {
  if (props.empty !== undefined && props.rows.length === 0) {
    return <p className="rounded-2xl border bg-card p-6 text-muted-foreground">{props.empty}</p>;
  }
  return (
    <div className="overflow-x-auto rounded-2xl border bg-card">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{props.caption}</caption>
        <thead className="border-b text-muted-foreground">
          <tr>
            {props.columns.map((column) => (
              <th key={column} scope="col" className="p-3">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">{props.rows.map(props.renderRow)}</tbody>
      </table>
    </div>
  );
}

import { and, eq, getTableColumns } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { TestApp } from "./test-app.ts";

/**
 * The stored rows of `table` whose columns equal every value in `match`: what a test reads back
 * after an action, as in `rowsWhere(app, outbox, { to: email })`.
 */
export async function rowsWhere<T extends PgTable>(
  app: TestApp,
  table: T,
  match: Partial<T["$inferSelect"]>,
): Promise<T["$inferSelect"][]> {
  const columns = getTableColumns(table);
  const conditions = Object.entries(match).map(([key, value]) => {
    const column = columns[key];
    if (!column) throw new Error(`${key} is not a column of this table`);
    return eq(column, value);
  });
  // Drizzle's `from` cannot check a table type left generic; the rows are the table's own.
  const rows = await app.services.db
    .select()
    .from(table as PgTable)
    .where(and(...conditions));
  return rows as T["$inferSelect"][];
}

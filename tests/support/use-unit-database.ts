import { afterAll, beforeAll } from "vitest";
import type { Database, DatabaseHandle } from "#app/.server/db/client.ts";
import { openMigratedDatabase } from "./unit-database.ts";

/**
 * A migrated database for the enclosing describe block, opened before its tests and closed after
 * them; `db` is read inside a test.
 */
export function useUnitDatabase(): { readonly db: Database } {
  let opened: DatabaseHandle | undefined;
  beforeAll(async () => {
    opened = await openMigratedDatabase();
  });
  afterAll(() => opened?.close());
  return {
    get db() {
      if (!opened) throw new Error("The unit database is open only while the tests run");
      return opened.db;
    },
  };
}

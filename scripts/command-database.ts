import type { Config } from "#app/.server/config.ts";
import { type DatabaseHandle, openDatabase } from "#app/.server/db/client.ts";
import { DataDirInUseError } from "#app/.server/db/data-dir-lock.ts";
import { runMigrations } from "#app/.server/db/migrate.ts";

/**
 * The site's database for an account command, migrated. An embedded data folder held by a running
 * server is refused in one sentence that names the process holding it, and the command ends.
 */
export async function openCommandDatabase(config: Config): Promise<DatabaseHandle> {
  const handle = await openDatabase(config.database).catch((error: unknown) => {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  });
  await runMigrations(handle);
  return handle;
}

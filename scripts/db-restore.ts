import path from "node:path";
import { parseArgs } from "node:util";
import { RestoreRefused } from "#app/.server/backups/logical-restore.ts";
import { restoreBackup } from "#app/.server/backups/restore.ts";
import { ConfigError, parseConfig } from "#app/.server/config.ts";
import { DataDirInUseError } from "#app/.server/db/data-dir-lock.ts";

/**
 * `npm run db:restore -- FILE [--force]`: restores a backup into the database the server would use
 * (DATA_DIR, or DATABASE_URL). Stop the server first when the target is the embedded database.
 */
const USAGE = "Usage: npm run db:restore -- FILE [--force]";
const { values, positionals } = parseArgs({
  options: { force: { type: "boolean", default: false } },
  allowPositionals: true,
});
const [file] = positionals;
if (!file || positionals.length > 1) {
  console.error(USAGE);
  process.exit(2);
}
try {
  const config = parseConfig(process.env);
  await restoreBackup({ file: path.resolve(file), target: config.database, force: values.force });
  const where =
    config.database.kind === "pglite"
      ? `the data folder ${config.database.dataDir}`
      : "DATABASE_URL";
  process.stdout.write(`Restored ${path.basename(file)} into ${where}.\n`);
} catch (error) {
  if (
    error instanceof RestoreRefused ||
    error instanceof ConfigError ||
    error instanceof DataDirInUseError
  ) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

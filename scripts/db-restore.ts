import path from "node:path";
import { parseArgs } from "node:util";
import { RestoreRefused } from "#app/.server/backups/logical-restore.ts";
import { listBucketBackups, withDownloadedBackup } from "#app/.server/backups/offsite.ts";
import { restoreBackup } from "#app/.server/backups/restore.ts";
import { type Config, ConfigError, parseConfig } from "#app/.server/config.ts";
import { DataDirInUseError } from "#app/.server/db/data-dir-lock.ts";
import { mediaBackupFiles } from "#app/.server/media/backup-files.ts";
import { createBucketMediaStorage, createDiskMediaStorage } from "#app/.server/media/storage.ts";
import { createObjectStore } from "#app/.server/storage/object-store.ts";

/**
 * `npm run db:restore -- FILE [--force]`: restores a backup into the database the server would use
 * (DATA_DIR, or DATABASE_URL). Stop the server first when the target is the embedded database.
 * `--from-bucket NAME` (or `latest`) takes the backup from the S3 bucket instead; `--from-bucket`
 * alone lists what the bucket holds.
 */
const USAGE = [
  "Usage: npm run db:restore -- FILE [--force]",
  "       npm run db:restore -- --from-bucket [NAME | latest] [--force]",
].join("\n");
const { values, positionals } = parseArgs({
  options: {
    force: { type: "boolean", default: false },
    "from-bucket": { type: "boolean", default: false },
  },
  allowPositionals: true,
});
const [file] = positionals;
const fromBucket = values["from-bucket"];
if (positionals.length > 1 || (!file && !fromBucket)) {
  console.error(USAGE);
  process.exit(2);
}

function restoredInto(config: Config, name: string, missingFiles: string[]): void {
  const where =
    config.database.kind === "pglite"
      ? `the data folder ${config.database.dataDir}`
      : "DATABASE_URL";
  process.stdout.write(`Restored ${name} into ${where}.\n`);
  if (missingFiles.length > 0) {
    process.stdout.write(
      `The backup lacked ${missingFiles.length} media files its pictures name: ${missingFiles.join(", ")}\n`,
    );
  }
}

/** The media library's files go back where the site keeps them: the bucket, or DATA_DIR/media. */
function restoredFiles(config: Config) {
  const storage = config.objectStorage
    ? createBucketMediaStorage(createObjectStore(config.objectStorage))
    : createDiskMediaStorage(config.dataDir);
  return mediaBackupFiles(storage);
}

async function restoreFromBucket(config: Config, wanted: string | undefined): Promise<void> {
  if (!config.objectStorage) {
    throw new RestoreRefused("S3_BUCKET is not set: there is no bucket to restore from.");
  }
  const store = createObjectStore(config.objectStorage);
  const available = await listBucketBackups(store);
  if (!wanted) {
    process.stdout.write(
      available.length === 0
        ? `${store.location} holds no backups.\n`
        : `Backups in ${store.location}, newest first:\n${available.map((b) => `  ${b.name}`).join("\n")}\n`,
    );
    return;
  }
  const name = wanted === "latest" ? available[0]?.name : wanted;
  if (!name) throw new RestoreRefused(`${store.location} holds no backups.`);
  const restored = await withDownloadedBackup(store, name, (downloaded) =>
    restoreBackup({
      file: downloaded,
      target: config.database,
      force: values.force,
      files: restoredFiles(config),
    }),
  );
  if (!restored) throw new RestoreRefused(`${store.location} has no backup named ${name}.`);
  restoredInto(config, name, restored.missingFiles);
}

try {
  const config = parseConfig(process.env);
  if (fromBucket) {
    await restoreFromBucket(config, file);
  } else if (file) {
    const restored = await restoreBackup({
      file: path.resolve(file),
      target: config.database,
      force: values.force,
      files: restoredFiles(config),
    });
    restoredInto(config, path.basename(file), restored.missingFiles);
  }
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

import { buffer } from "node:stream/consumers";
import type { BackupFiles } from "#app/.server/backups/backup-files.ts";
import type { MediaStorage } from "#app/.server/media/storage.ts";
import { contentTypeOf, type MediaVariant } from "#app/lib/media.ts";

/**
 * The library's files in backups: every variant a `media` row names goes into the backup with it,
 * and comes back into the storage when the backup is restored.
 */
export function mediaBackupFiles(storage: MediaStorage): BackupFiles {
  return {
    table: "media",
    keysOf: (row) => ((row.variants ?? []) as MediaVariant[]).map((variant) => variant.key),
    async read(key) {
      const file = await storage.open(key);
      return file ? buffer(file.body) : null;
    },
    write: (key, bytes) => storage.put(key, bytes, contentTypeOf(key)),
  };
}

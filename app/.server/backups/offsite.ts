import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { isBackupName } from "#app/.server/backups/backup-names.ts";
import type { ObjectStore } from "#app/.server/storage/object-store.ts";

/*
 * Off-site copies: each backup is also written to the object storage bucket under `backups/`,
 * with the same name, so that losing the machine does not lose the backups with it.
 */

const FOLDER = "backups/";

export function uploadBackup(store: ObjectStore, name: string, file: string): Promise<void> {
  return store.putFile(`${FOLDER}${name}`, file, "application/gzip");
}

export function removeBackups(store: ObjectStore, names: string[]): Promise<void> {
  return store.remove(names.filter(isBackupName).map((name) => `${FOLDER}${name}`));
}

export function openBackup(store: ObjectStore, name: string) {
  return isBackupName(name) ? store.open(`${FOLDER}${name}`) : Promise.resolve(null);
}

/** The backups in the bucket, newest first. */
export async function listBucketBackups(
  store: ObjectStore,
): Promise<{ name: string; sizeBytes: number }[]> {
  const objects = await store.list(FOLDER);
  return objects
    .map((object) => ({ name: object.key.slice(FOLDER.length), sizeBytes: object.sizeBytes }))
    .filter((backup) => isBackupName(backup.name))
    .sort((a, b) => b.name.localeCompare(a.name));
}

/**
 * Brings a backup down from the bucket into a private temporary folder and hands its file to
 * `use`; the copy is deleted afterwards. Null, without calling `use`, when the bucket lacks it.
 */
export async function withDownloadedBackup<T>(
  store: ObjectStore,
  name: string,
  use: (file: string) => Promise<T>,
): Promise<T | null> {
  if (!isBackupName(name)) return null;
  const folder = mkdtempSync(path.join(tmpdir(), "celestial-backup-"));
  try {
    const file = path.join(folder, name);
    if (!(await store.downloadTo(`${FOLDER}${name}`, file))) return null;
    return await use(file);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

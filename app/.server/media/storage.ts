import { createReadStream } from "node:fs";
import { rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { makePrivateFolder } from "#app/.server/db/private-folder.ts";
import type { ObjectStore } from "#app/.server/storage/object-store.ts";
import { isMediaKey } from "#app/lib/media.ts";

/**
 * Where the library's files live, by key (a file's name, see `isMediaKey`). Keys the site did not
 * give are refused by every implementation, so no key reaches outside its folder or prefix.
 */
export type MediaStorage = {
  /** Where the files are, for messages and the README: a folder or s3://bucket/prefix. */
  location: string;
  put: (key: string, bytes: Buffer, contentType: string) => Promise<void>;
  /** The file's bytes as a stream and its size, or null when there is no such file. */
  open: (key: string) => Promise<{ body: Readable; sizeBytes: number | undefined } | null>;
  remove: (keys: string[]) => Promise<void>;
};

function checked(key: string): string {
  if (!isMediaKey(key)) throw new Error(`not a media file name: ${key}`);
  return key;
}

/**
 * Files in `DATA_DIR/media`, readable by this process's user alone, like the rest of the data
 * folder. The folder is made on the first upload, so a site without pictures has none. A file is
 * written under another name and renamed, so a half-written one is never served.
 */
export function createDiskMediaStorage(dataDir: string): MediaStorage {
  const folder = path.resolve(dataDir, "media");
  let ready = false;
  return {
    location: folder,
    async put(key, bytes) {
      if (!ready) {
        makePrivateFolder(folder);
        ready = true;
      }
      const file = path.join(folder, checked(key));
      const partial = `${file}.partial`;
      await writeFile(partial, bytes, { mode: 0o600 });
      await rename(partial, file);
    },
    async open(key) {
      if (!isMediaKey(key)) return null;
      const file = path.join(folder, key);
      const found = await stat(file).catch(() => null);
      if (!found?.isFile()) return null;
      return { body: createReadStream(file), sizeBytes: found.size };
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(path.join(folder, checked(key)), { force: true })));
    },
  };
}

const BUCKET_FOLDER = "media/";

/**
 * Files in the object storage bucket under `media/`, beside the backups' copies: what several
 * server processes on several machines need, as none of them holds the others' data folder.
 */
export function createBucketMediaStorage(store: ObjectStore): MediaStorage {
  return {
    location: `${store.location}${BUCKET_FOLDER}`,
    put: (key, bytes, contentType) =>
      store.putBytes(`${BUCKET_FOLDER}${checked(key)}`, bytes, contentType),
    open: (key) => (isMediaKey(key) ? store.open(`${BUCKET_FOLDER}${key}`) : Promise.resolve(null)),
    remove: (keys) => store.remove(keys.map((key) => `${BUCKET_FOLDER}${checked(key)}`)),
  };
}

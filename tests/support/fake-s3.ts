import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { parseConfig } from "#app/.server/config.ts";
import { createObjectStore, type ObjectStore } from "#app/.server/storage/object-store.ts";

export type FakeS3 = {
  /** The S3_* settings that point the site at this bucket. */
  env: Record<string, string>;
  /** The bucket as the site sees it, for a test to look in or to spoil a copy. */
  store: ObjectStore;
  close: () => Promise<void>;
};

export const FAKE_S3_BUCKET = "celestial-backups";

/**
 * A local S3-compatible server (s3rver) on a free port, with one empty bucket, files in a folder
 * of its own. It checks request signatures as S3 does, against its fixed S3RVER key pair.
 */
export async function startFakeS3(): Promise<FakeS3> {
  const directory = mkdtempSync(path.join(tmpdir(), "fake-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: FAKE_S3_BUCKET, configs: [] }],
  });
  const { port } = (await server.run()) as AddressInfo;
  const env = {
    S3_BUCKET: FAKE_S3_BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_PREFIX: "site/",
  };
  const storage = parseConfig({ ...env, DATA_DIR: directory }).objectStorage;
  if (!storage) throw new Error("the fake S3 settings did not configure object storage");
  return {
    env,
    store: createObjectStore(storage),
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

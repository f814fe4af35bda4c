import { createReadStream, createWriteStream, statSync } from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";

export type ObjectStorageConfig = {
  bucket: string;
  /** Any S3-compatible service's address; without one, Amazon S3 itself. */
  endpoint: string | undefined;
  region: string;
  /** Without keys the SDK's own chain is used (an instance role, AWS_* variables). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Put before every key, so that several sites can share one bucket ("" or ending in "/"). */
  prefix: string;
};

export type StoredObject = { key: string; sizeBytes: number; modifiedAt: Date };

/** The few operations the site needs of a bucket, with keys relative to the configured prefix. */
export type ObjectStore = {
  /** Where objects go, for messages: s3://bucket/prefix. */
  location: string;
  putFile: (key: string, file: string, contentType: string) => Promise<void>;
  putBytes: (key: string, body: Buffer, contentType: string) => Promise<void>;
  /** Writes the object into `file`; false when there is no such object. */
  downloadTo: (key: string, file: string) => Promise<boolean>;
  /** The object's bytes as a stream and its size, or null when there is no such object. */
  open: (key: string) => Promise<{ body: Readable; sizeBytes: number | undefined } | null>;
  /** Every object whose key starts with `prefix`. */
  list: (prefix: string) => Promise<StoredObject[]>;
  remove: (keys: string[]) => Promise<void>;
};

/** The most keys one DeleteObjects request takes. */
const DELETE_BATCH = 1000;

export function createObjectStore(config: ObjectStorageConfig): ObjectStore {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    // Other stores than Amazon's (MinIO, R2, B2...) answer on their own host name, not a
    // bucket's subdomain, and not all of them check the newer default checksums.
    forcePathStyle: config.endpoint !== undefined,
    credentials: config.credentials,
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = config.bucket;
  const fullKey = (key: string) => `${config.prefix}${key}`;

  async function open(key: string) {
    try {
      const result = await client.send(new GetObjectCommand({ Bucket, Key: fullKey(key) }));
      if (!(result.Body instanceof Readable)) throw new Error(`${key} came back without a body`);
      return { body: result.Body, sizeBytes: result.ContentLength };
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      throw error;
    }
  }

  return {
    location: `s3://${Bucket}/${config.prefix}`,
    async putFile(key, file, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: fullKey(key),
          Body: createReadStream(file),
          ContentLength: statSync(file).size,
          ContentType: contentType,
        }),
      );
    },
    async putBytes(key, body, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: fullKey(key), Body: body, ContentType: contentType }),
      );
    },
    async downloadTo(key, file) {
      const object = await open(key);
      if (!object) return false;
      await pipeline(object.body, createWriteStream(file, { mode: 0o600 }));
      return true;
    },
    open,
    async list(prefix) {
      const found: StoredObject[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: fullKey(prefix), ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          if (!object.Key) continue;
          found.push({
            key: object.Key.slice(config.prefix.length),
            sizeBytes: object.Size ?? 0,
            modifiedAt: object.LastModified ?? new Date(0),
          });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return found;
    },
    async remove(keys) {
      for (let start = 0; start < keys.length; start += DELETE_BATCH) {
        const batch = keys.slice(start, start + DELETE_BATCH);
        const result = await client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: batch.map((key) => ({ Key: fullKey(key) })), Quiet: true },
          }),
        );
        const failed = result.Errors?.[0];
        if (failed) throw new Error(`could not delete ${failed.Key}: ${failed.Message}`);
      }
    },
  };
}

import { createHash } from "node:crypto";

/**
 * Files that belong with rows (the media library's pictures): a backup carries them after the
 * rows that name them, so one file restores the whole site. The backups know no feature: the
 * feature that owns the files says which rows name which, and where they are read and written.
 */
export type BackupFiles = {
  /** The table whose rows name files. */
  table: string;
  /** The files one of its rows names, by key. */
  keysOf: (row: Record<string, unknown>) => string[];
  /** A file's bytes, or null when it is gone. */
  read: (key: string) => Promise<Buffer | null>;
  /** Puts a restored file back. */
  write: (key: string, bytes: Buffer) => Promise<void>;
};

/** A file's line in a backup: its key, its SHA-256 (checked when restored) and its bytes. */
export type FileLine = { f: string; sha256: string; b: string };

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

export function fileLine(key: string, bytes: Buffer): string {
  const line: FileLine = { f: key, sha256: sha256(bytes), b: bytes.toString("base64") };
  return `${JSON.stringify(line)}\n`;
}

/** A file line's bytes, or null when they are not the bytes that were backed up. */
export function fileBytes(line: FileLine): Buffer | null {
  const bytes = Buffer.from(line.b, "base64");
  return sha256(bytes) === line.sha256 ? bytes : null;
}

import type { Response } from "express";

type Chunk = string | Uint8Array;
type Callback = (error?: Error | null) => void;

/**
 * Copies what the handlers below write into `res` (before compression encodes it) and hands the
 * whole body to `done` once the response ends; a body beyond `maxBytes` is not kept.
 */
export function captureBody(res: Response, maxBytes: number, done: (body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  let bytes = 0;
  let overflow = false;
  const keep = (chunk: unknown, encoding: unknown) => {
    if (overflow || chunk === undefined || chunk === null || typeof chunk === "function") return;
    const buffer =
      typeof chunk === "string"
        ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
        : Buffer.from(chunk as Uint8Array);
    bytes += buffer.length;
    if (bytes > maxBytes) {
      overflow = true;
      chunks.length = 0;
    } else {
      chunks.push(buffer);
    }
  };
  const write = res.write.bind(res) as (chunk: Chunk, ...rest: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.write = ((chunk: Chunk, encoding?: BufferEncoding | Callback, callback?: Callback) => {
    keep(chunk, encoding);
    return write(chunk, encoding, callback);
  }) as Response["write"];
  res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    keep(chunk, encoding);
    const result = end(chunk, encoding, callback);
    if (!overflow) done(Buffer.concat(chunks));
    return result;
  }) as Response["end"];
}

import { pipeline } from "node:stream/promises";
import type { RequestHandler } from "express";
import type { Logger } from "pino";
import type { MediaStorage } from "#app/.server/media/storage.ts";
import { contentTypeOf, isMediaKey } from "#app/lib/media.ts";

/**
 * `/media/<name>`: the library's files, from the data folder or the bucket. A name holds its
 * content's hash, so a file never changes: browsers and CDNs keep it for a year without asking
 * again. Only names the library gives are looked up (no path can leave the folder); any other, or
 * one deleted since, is a 404 that nobody keeps.
 */
export function mediaFiles(storage: MediaStorage, logger: Logger): RequestHandler {
  return async (req, res, next) => {
    const name = String(req.params.name ?? "");
    const file = isMediaKey(name) ? await storage.open(name).catch(next) : null;
    if (file === undefined) return;
    if (!file) {
      res.status(404).set("Cache-Control", "no-store").type("text/plain").send("Not found");
      return;
    }
    res.set({
      "Content-Type": contentTypeOf(name),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      ETag: `"${name}"`,
      ...(file.sizeBytes === undefined ? {} : { "Content-Length": String(file.sizeBytes) }),
    });
    if (req.method === "HEAD") {
      file.body.destroy();
      res.end();
      return;
    }
    await pipeline(file.body, res).catch((error: unknown) => {
      // A visitor who leaves mid-download is not a fault of the site.
      if (!res.writableEnded && !req.destroyed)
        logger.warn({ err: error, file: name }, "media file failed");
    });
  };
}

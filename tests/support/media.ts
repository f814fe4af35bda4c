import sharp from "sharp";
import type { TestApp } from "./test-app.ts";

/**
 * A photo as a phone takes it: a JPEG with camera data, where it was taken (GPS) and an EXIF
 * orientation that turns it a quarter (stored 64 × 48, seen 48 × 64). Its colour makes it unique.
 */
export function phonePhoto(colour = "#336699"): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .jpeg()
    .keepExif()
    .withExifMerge({
      IFD0: { Make: "TestCam", Model: "Phone 12" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1" },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A plain picture of the given size and format, in one colour. */
export function plainImage(
  width: number,
  height: number,
  format: "png" | "webp" | "avif" | "jpeg" = "png",
  colour = "#884422",
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();
}

/** Uploads one file as the media page does: as JSON for the drag-and-drop, else as a plain form. */
export function uploadMedia(
  app: TestApp,
  cookie: string,
  file: { bytes: Buffer; name: string; type?: string },
  accept: "json" | "html" = "json",
): Promise<Response> {
  const body = new FormData();
  body.append("file", new File([new Uint8Array(file.bytes)], file.name, { type: file.type ?? "" }));
  return app.fetch("/admin/media/upload", {
    method: "POST",
    headers: {
      origin: app.url,
      cookie,
      accept: accept === "json" ? "application/json" : "text/html",
    },
    body,
  });
}

import { createHash } from "node:crypto";
import sharp, { type Metadata, type OutputInfo, type Sharp } from "sharp";
import { detectImageType, type SourceFormat } from "#app/.server/media/detect-type.ts";
import { planWidths, VARIANT_FORMATS } from "#app/.server/media/variant-plan.ts";
import { MAX_UPLOAD_BYTES, type MediaFormat, type MediaVariant } from "#app/lib/media.ts";

/**
 * The most pixels an upload may have: a 12-megapixel phone photo and a 33-megapixel camera's pass;
 * a decompression bomb (a small file that decodes to gigabytes) is refused before it is decoded.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Encoder effort traded for time, so that a 12-megapixel photo is ready within 3 s on two cores:
 * AVIF at effort 1 (effort 2 takes twice as long at 1920 pixels, for files a few percent smaller),
 * WebP at effort 2 (its default, 4, takes twice as long again for the same size on photos).
 */
const AVIF = { quality: 55, effort: 1 } as const;
const WEBP = { quality: 78, effort: 2 } as const;

/** How many encodes run at once: the machine's other requests keep the rest of libuv's threads. */
const PARALLEL_ENCODES = 2;

export type ProcessRefusal = "too_large" | "unsupported" | "too_many_pixels" | "unreadable";

export type ProcessedImage = {
  sourceFormat: SourceFormat;
  /** The upright picture's size. */
  width: number;
  height: number;
  contentHash: string;
  files: { variant: MediaVariant; bytes: Buffer }[];
};

export type ProcessOutcome =
  | { ok: true; image: ProcessedImage }
  | { ok: false; reason: ProcessRefusal; error: string };

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** The messages an admin sees, naming the file they chose. */
export function refusalMessage(reason: ProcessRefusal, name: string, detail = ""): string {
  switch (reason) {
    case "too_large":
      return `${name} is larger than ${megabytes(MAX_UPLOAD_BYTES)}. Please choose a smaller image.`;
    case "unsupported":
      return `${name} is not a JPEG, PNG, WebP or AVIF image.`;
    case "too_many_pixels":
      return `${name} is too large in pixels (${detail}): the library takes at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`;
    case "unreadable":
      return `${name} could not be read as an image. It may be damaged.`;
  }
}

/** Runs `tasks` with at most `limit` at a time, keeping their order in the answer. */
async function inTurns<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      const task = tasks[index];
      if (task) results[index] = await task();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

/** The upright size: EXIF orientations 5 to 8 turn the picture a quarter. */
function uprightSize(meta: Metadata): { width: number; height: number } {
  const turned = (meta.orientation ?? 1) >= 5;
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  return turned ? { width: height, height: width } : { width, height };
}

function encode(pixels: Sharp, format: MediaFormat) {
  const encoder = format === "avif" ? pixels.avif(AVIF) : pixels.webp(WEBP);
  return encoder.toBuffer({ resolveWithObject: true });
}

/**
 * An upload, checked and re-encoded: its type read from its bytes, its pixels counted before it
 * is decoded, turned upright by its EXIF orientation, then written as AVIF and WebP at each
 * planned width. Nothing of the original's metadata (EXIF, GPS, XMP, its colour profile once
 * converted to sRGB) is carried over, and the original itself is not kept.
 */
export async function processImage(bytes: Buffer, name: string): Promise<ProcessOutcome> {
  const refuse = (reason: ProcessRefusal, detail?: string): ProcessOutcome => ({
    ok: false,
    reason,
    error: refusalMessage(reason, name, detail),
  });
  if (bytes.length > MAX_UPLOAD_BYTES) return refuse("too_large");
  const sourceFormat = detectImageType(bytes);
  if (!sourceFormat) return refuse("unsupported");
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" } as const;
  let decoded: { data: Buffer; info: OutputInfo };
  let size: { width: number; height: number };
  try {
    // The header alone, whatever its size: the count is checked here, with its own message.
    const meta = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
    size = uprightSize(meta);
    if (size.width * size.height > MAX_INPUT_PIXELS) {
      return refuse("too_many_pixels", `${size.width} × ${size.height}`);
    }
    // Decoded once, upright and no wider than the widest variant; every variant starts from here.
    decoded = await sharp(bytes, options)
      .rotate()
      .resize({ width: planWidths(size.width).at(-1), withoutEnlargement: true })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    return refuse("unreadable");
  }
  const { data, info } = decoded;
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const plan = planWidths(size.width).flatMap((width) =>
    VARIANT_FORMATS.map((format) => ({ width, format })),
  );
  const files = await inTurns(
    plan.map(({ width, format }) => async () => {
      const encoded = await encode(sharp(data, raw).resize({ width }), format);
      const variant: MediaVariant = {
        format,
        width: encoded.info.width,
        height: encoded.info.height,
        key: `${sha256(encoded.data).slice(0, 32)}-${encoded.info.width}.${format}`,
        bytes: encoded.data.length,
      };
      return { variant, bytes: encoded.data };
    }),
    PARALLEL_ENCODES,
  );
  return {
    ok: true,
    image: { sourceFormat, ...size, contentHash: sha256(bytes), files },
  };
}

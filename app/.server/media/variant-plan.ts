import type { MediaFormat } from "#app/lib/media.ts";

/**
 * The widths the library makes of every picture: a phone's column, a tablet's, a laptop's, and
 * twice those for sharp screens. A picture is never enlarged: a narrower one gets the widths below
 * its own and its own.
 */
export const VARIANT_WIDTHS = [320, 640, 960, 1280, 1920] as const;
const WIDEST = 1920;

/** Every format at every width, so `<picture>` has an AVIF and a WebP `srcset` alike. */
export const VARIANT_FORMATS: readonly MediaFormat[] = ["avif", "webp"];

/** The widths to make of a picture `width` pixels wide, smallest first. */
export function planWidths(width: number): number[] {
  const largest = Math.min(width, WIDEST);
  const below = VARIANT_WIDTHS.filter((candidate) => candidate < largest);
  return [...below, largest];
}

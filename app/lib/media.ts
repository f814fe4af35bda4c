/** The formats the library writes: AVIF for browsers that take it, WebP for every other. */
export const MEDIA_FORMATS = ["avif", "webp"] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

export const MEDIA_CONTENT_TYPES: Record<MediaFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
};

/** The type a library file is served with, from its name's extension. */
export const contentTypeOf = (key: string): string =>
  key.endsWith(".avif") ? MEDIA_CONTENT_TYPES.avif : MEDIA_CONTENT_TYPES.webp;

/** One re-encoded copy of a library picture, as the `media.variants` column keeps it. */
export type MediaVariant = {
  format: MediaFormat;
  width: number;
  height: number;
  /** The file's name in the storage and in its address: its own content hash, so never reused. */
  key: string;
  bytes: number;
};

/** Where the site serves library files. */
export const MEDIA_PATH = "/media";

/**
 * Only names the site gives pass: 32 hex digits of the file's SHA-256, its width and format. A
 * name can never leave the media folder or the bucket's prefix (no slash, one dot).
 */
const MEDIA_KEY = /^[a-f0-9]{32}-\d{1,5}\.(avif|webp)$/;

export function isMediaKey(key: string): boolean {
  return MEDIA_KEY.test(key);
}

export const mediaUrl = (key: string) => `${MEDIA_PATH}/${key}`;

export type ImageSource = { url: string; width: number };

/** A library picture as a page draws it: every size of each format, smallest first. */
export type LibraryImage = {
  id: string;
  alt: string;
  width: number;
  height: number;
  variants: Record<MediaFormat, ImageSource[]>;
};

/** The sources of each format, smallest first, from the stored variants. */
export function variantSources(variants: readonly MediaVariant[]): LibraryImage["variants"] {
  const of = (format: MediaFormat) =>
    variants
      .filter((variant) => variant.format === format)
      .sort((a, b) => a.width - b.width)
      .map((variant) => ({ url: mediaUrl(variant.key), width: variant.width }));
  return { avif: of("avif"), webp: of("webp") };
}

/** A `srcset` value: each source with its width. */
export function srcSet(sources: readonly ImageSource[]): string {
  return sources.map((source) => `${source.url} ${source.width}w`).join(", ");
}

/**
 * The WebP a plain `src` names (an e-mail, the cart, structured data): the smallest that is at
 * least `minWidth` wide, or the largest there is.
 */
export function fallbackSource(image: LibraryImage, minWidth = 640): ImageSource | undefined {
  const { webp } = image.variants;
  return webp.find((source) => source.width >= minWidth) ?? webp.at(-1);
}

/** The largest file an admin may upload: a phone's or a camera's JPEG fits with room to spare. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/** What the upload form and the picker accept, by type (the server reads the bytes anyway). */
export const ACCEPTED_IMAGE_TYPES = "image/jpeg,image/png,image/webp,image/avif";

/**
 * A picture as the media picker lists it: one without alt text is shown but cannot be picked
 * until it has some (see `pickable`).
 */
export type MediaChoice = Omit<LibraryImage, "alt"> & { alt: string | null; name: string };

/** The picture a page may use, or null while it has no alt text. */
export function pickable(choice: MediaChoice): LibraryImage | null {
  const alt = choice.alt?.trim();
  if (!alt) return null;
  return {
    id: choice.id,
    alt,
    width: choice.width,
    height: choice.height,
    variants: choice.variants,
  };
}

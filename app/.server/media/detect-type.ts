/** The kinds of file the library takes, as read from their first bytes. */
export type SourceFormat = "jpeg" | "png" | "webp" | "avif";

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  Buffer.from(bytes.subarray(start, end)).toString("latin1");

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The brands an ISO media file lists in its `ftyp` box: the major one, then the compatible ones. */
function ftypBrands(bytes: Uint8Array): string[] {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== "ftyp") return [];
  const boxSize = Buffer.from(bytes.subarray(0, 4)).readUInt32BE(0);
  const end = Math.min(boxSize, bytes.length);
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands;
}

/**
 * What an upload is, from its magic numbers rather than its name or the type the browser claimed:
 * a PNG named .jpg is a PNG, a text file named .jpg is nothing. HEIC and other ISO media files
 * that are not AVIF are refused here, as are GIF, TIFF, SVG and everything else.
 */
export function detectImageType(bytes: Uint8Array): SourceFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return "jpeg";
  }
  if (PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)) return "png";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") {
    return "webp";
  }
  const brands = ftypBrands(bytes);
  if (brands.includes("avif") || brands.includes("avis")) return "avif";
  return null;
}

const BLOCK = 512;

function readString(header: Uint8Array, start: number, length: number): string {
  const field = header.subarray(start, start + length);
  const end = field.indexOf(0);
  return new TextDecoder().decode(end === -1 ? field : field.subarray(0, end));
}

/** The path of a ustar entry: its prefix field, when set, goes before its name field. */
function entryPath(header: Uint8Array): string {
  const name = readString(header, 0, 100);
  const prefix = readString(header, 345, 155);
  return prefix ? `${prefix}/${name}` : name;
}

/**
 * A copy of a tar archive holding only the entries `keep` accepts. Entries are copied byte for
 * byte (header, data and padding), so the result is as valid as the input.
 */
export function filterTar(archive: Uint8Array, keep: (path: string) => boolean): Uint8Array {
  const parts: Uint8Array[] = [];
  let offset = 0;
  while (offset + BLOCK <= archive.length) {
    const header = archive.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    const size = Number.parseInt(readString(header, 124, 12).trim() || "0", 8);
    const span = BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    if (keep(entryPath(header))) parts.push(archive.subarray(offset, offset + span));
    offset += span;
  }
  parts.push(new Uint8Array(BLOCK * 2));
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

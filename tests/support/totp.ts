import { createHmac } from "node:crypto";

/** RFC 4648 base32, as authenticator apps read the `secret` of an otpauth:// address. */
function base32Bytes(secret: string): Buffer {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const char of secret.replace(/=+$/, "").toUpperCase()) {
    const value = alphabet.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, "0");
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => Number.parseInt(byte, 2)));
}

/**
 * The code an authenticator app shows for an otpauth:// address (RFC 6238: HMAC-SHA1, 30 s, 6
 * digits), written here from the RFC so the tests check the site against an app, not against the
 * library the site uses. `offset` moves by whole periods (-1 is the previous code).
 */
export function authenticatorCode(totpUri: string, offset = 0, now = Date.now()): string {
  const secret = new URL(totpUri).searchParams.get("secret");
  if (!secret) throw new Error(`no secret in ${totpUri}`);
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 30_000) + offset));
  const digest = createHmac("sha1", base32Bytes(secret)).update(counter).digest();
  const at = (digest[digest.length - 1] ?? 0) & 0x0f;
  const value = digest.readUInt32BE(at) & 0x7fffffff;
  return String(value % 1_000_000).padStart(6, "0");
}

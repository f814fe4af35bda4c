import { createHash } from "node:crypto";

/**
 * Recovery codes are kept as SHA-256 digests, never as the codes: better-auth's own choices are
 * plain or encrypted with the install's secret, and an encrypted code is one a database reader
 * with the secret can read back. A digest without a salt is enough here: each code is ten random
 * characters (about 60 bits), far beyond guessing from its digest.
 *
 * better-auth checks a code by looking for it in the list this store gives back, and writes the
 * remaining list through the same store after a code is used. So the site hands it the digest of
 * what was typed (`recoveryCodeDigest`), the store gives back the digests as they are, and digests
 * already in a list pass through unchanged.
 */
const DIGEST = /^sha256:[0-9a-f]{64}$/;

export function recoveryCodeDigest(code: string): string {
  return `sha256:${createHash("sha256").update(code.trim()).digest("hex")}`;
}

export const recoveryCodeStore = {
  encrypt: async (codesJson: string): Promise<string> => {
    const codes = JSON.parse(codesJson) as string[];
    return JSON.stringify(
      codes.map((code) => (DIGEST.test(code) ? code : recoveryCodeDigest(code))),
    );
  },
  decrypt: async (stored: string): Promise<string> => stored,
};

/** How many unused recovery codes a stored list holds. */
export function recoveryCodesLeft(stored: string): number {
  try {
    const codes: unknown = JSON.parse(stored);
    return Array.isArray(codes) ? codes.length : 0;
  } catch {
    return 0;
  }
}

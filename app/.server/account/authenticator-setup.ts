import { encode } from "uqr";

/** What the set-up step shows: the QR code to scan, the key to type instead, the recovery codes. */
export type AuthenticatorSetup = {
  totpUri: string;
  /** The secret in groups of four, for an app that cannot scan. */
  key: string;
  qr: { size: number; path: string };
  recoveryCodes: string[];
};

/**
 * The QR code as one SVG path of its dark modules, drawn by the page as plain markup: no image
 * request, no inline HTML from a library, and nothing for the browser to run.
 */
function qrPath(text: string): { size: number; path: string } {
  const { size, data } = encode(text, { border: 2 });
  const squares: string[] = [];
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) squares.push(`M${x},${y}h1v1h-1z`);
    });
  });
  return { size, path: squares.join("") };
}

export function authenticatorSetup(totpUri: string, recoveryCodes: string[]): AuthenticatorSetup {
  const secret = new URL(totpUri).searchParams.get("secret") ?? "";
  return {
    totpUri,
    key: secret.match(/.{1,4}/g)?.join(" ") ?? secret,
    qr: qrPath(totpUri),
    recoveryCodes,
  };
}

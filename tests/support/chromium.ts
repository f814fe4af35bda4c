import { existsSync } from "node:fs";

/** Debian's Chromium when present (CHROMIUM_PATH, else /usr/bin/chromium), else the packaged one. */
export async function resolveChromiumPath(): Promise<string> {
  const configured = process.env.CHROMIUM_PATH;
  if (configured && existsSync(configured)) return configured;
  if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  const { default: chromium } = await import("@sparticuz/chromium");
  return chromium.executablePath();
}

/** Quiet on a closed network: no background fetches, no update checks. */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

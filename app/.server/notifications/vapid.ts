import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import webpush from "web-push";
import type { Config } from "#app/.server/config.ts";

export type VapidKeys = { publicKey: string; privateKey: string };

const KEY = /^[\w-]+$/;

function readKeys(file: string): VapidKeys | null {
  try {
    const stored = JSON.parse(readFileSync(file, "utf8")) as Partial<VapidKeys>;
    const { publicKey = "", privateKey = "" } = stored;
    return KEY.test(publicKey) && KEY.test(privateKey) ? { publicKey, privateKey } : null;
  } catch {
    return null;
  }
}

/**
 * The keys push messages are signed with: the configured pair, or one generated on first start and
 * kept beside the data (readable by the site's user only). Subscriptions are bound to the public
 * key, so it must survive restarts; several instances must share it through the environment.
 */
export function resolveVapidKeys(config: Pick<Config, "vapid" | "dataDir">): VapidKeys {
  if (config.vapid) return config.vapid;
  const file = path.join(config.dataDir, ".vapid-keys.json");
  const stored = readKeys(file);
  if (stored) return stored;
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  const keys = webpush.generateVAPIDKeys();
  try {
    // Created only if absent: a second process starting at the same moment keeps the first's pair.
    writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: "wx" });
    return keys;
  } catch (error) {
    const winner = readKeys(file);
    if (winner) return winner;
    throw error;
  }
}

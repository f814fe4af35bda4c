import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import webpush from "web-push";
import type { Config } from "#app/.server/config.ts";

export type VapidKeys = { publicKey: string; privateKey: string };

const KEY = /^[\w-]+$/;

/**
 * The keys push messages are signed with: the configured pair, or one generated on first start and
 * kept beside the data (readable by the site's user only). Subscriptions are bound to the public
 * key, so it must survive restarts; several instances must share it through the environment.
 */
export function resolveVapidKeys(config: Pick<Config, "vapid" | "dataDir">): VapidKeys {
  if (config.vapid) return config.vapid;
  const file = path.join(config.dataDir, ".vapid-keys.json");
  try {
    const stored = JSON.parse(readFileSync(file, "utf8")) as Partial<VapidKeys>;
    if (KEY.test(stored.publicKey ?? "") && KEY.test(stored.privateKey ?? "")) {
      return { publicKey: String(stored.publicKey), privateKey: String(stored.privateKey) };
    }
  } catch {
    // Missing or unreadable: make a new pair below.
  }
  mkdirSync(config.dataDir, { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

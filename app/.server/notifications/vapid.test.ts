import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { resolveVapidKeys } from "./vapid.ts";

describe("VAPID keys", () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), "vapid-"));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  test("are generated into the data folder on first start, readable by the owner only", () => {
    const dir = dataDir();
    const keys = resolveVapidKeys({ vapid: null, dataDir: dir });
    expect(Buffer.from(keys.publicKey, "base64url")).toHaveLength(65);
    expect(Buffer.from(keys.privateKey, "base64url")).toHaveLength(32);
    const file = path.join(dir, ".vapid-keys.json");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual(keys);
  });

  test("survive a restart: the next start reads the same pair", () => {
    const dir = dataDir();
    const first = resolveVapidKeys({ vapid: null, dataDir: dir });
    expect(resolveVapidKeys({ vapid: null, dataDir: dir })).toEqual(first);
  });

  test("come from the environment when given, and nothing is written", () => {
    const dir = dataDir();
    const vapid = { publicKey: "B".repeat(87), privateKey: "a".repeat(43) };
    expect(resolveVapidKeys({ vapid, dataDir: dir })).toEqual(vapid);
    expect(() => statSync(path.join(dir, ".vapid-keys.json"))).toThrow();
  });
});

import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import {
  DEMO_CREDENTIALS_FILE,
  type DemoCredentials,
  demoCredentialsPath,
  readDemoCredentials,
  writeDemoCredentials,
} from "./credentials-file.ts";
import { demoEmployeePortalPassword, randomDemoPassword } from "./passwords.ts";

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "celestial-credentials-"));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const credentials: DemoCredentials = {
  accounts: [{ role: "admin", password: "a-password", email: "admin@celestial.example" }],
  employeePortal: { password: "b-password", domain: "celestial.example" },
};

describe("the demo credentials file", () => {
  test("is written in the documented shape and key order, readable by its owner only", () => {
    writeDemoCredentials(dataDir, credentials);
    const file = path.join(dataDir, DEMO_CREDENTIALS_FILE);
    expect(file).toBe(demoCredentialsPath(dataDir));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.stringify(JSON.parse(readFileSync(file, "utf8")))).toBe(
      '{"accounts":[{"email":"admin@celestial.example","password":"a-password","role":"admin"}],' +
        '"employeePortal":{"domain":"celestial.example","password":"b-password"}}',
    );
    expect(readDemoCredentials(dataDir)).toEqual(credentials);
  });

  test("a rewrite replaces a file with a looser mode", () => {
    writeFileSync(demoCredentialsPath(dataDir), "{}", { mode: 0o644 });
    writeDemoCredentials(dataDir, credentials);
    expect(statSync(demoCredentialsPath(dataDir)).mode & 0o777).toBe(0o600);
  });

  test("reads as missing when absent and unreadable when it is not the documented shape", () => {
    expect(readDemoCredentials(dataDir)).toBe("missing");
    writeFileSync(demoCredentialsPath(dataDir), "not json");
    expect(readDemoCredentials(dataDir)).toBe("unreadable");
    writeFileSync(demoCredentialsPath(dataDir), '{"accounts":[]}');
    expect(readDemoCredentials(dataDir)).toBe("unreadable");
  });
});

describe("demo passwords of a production install", () => {
  test("account passwords are random and long", () => {
    const passwords = Array.from({ length: 20 }, randomDemoPassword);
    expect(new Set(passwords).size).toBe(20);
    for (const password of passwords) expect(password).toMatch(/^[\w-]{24}$/);
  });

  test("the portal password is the same for one secret and differs between secrets", () => {
    const secret = "s".repeat(43);
    expect(demoEmployeePortalPassword(secret)).toBe(demoEmployeePortalPassword(secret));
    expect(demoEmployeePortalPassword(secret)).toMatch(/^[\w-]{24}$/);
    expect(demoEmployeePortalPassword(secret)).not.toBe(demoEmployeePortalPassword("t".repeat(43)));
    expect(demoEmployeePortalPassword(secret)).not.toContain(secret.slice(0, 8));
  });
});

import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { ROLES } from "#app/lib/domain.ts";

/** Where a production demo install tells its operator the passwords it made, beside the data. */
export const DEMO_CREDENTIALS_FILE = "demo-credentials.json";

const DemoCredentialsSchema = z.object({
  accounts: z.array(z.object({ email: z.string(), password: z.string(), role: z.enum(ROLES) })),
  employeePortal: z.object({ domain: z.string(), password: z.string() }),
});

export type DemoCredentials = z.infer<typeof DemoCredentialsSchema>;

export function demoCredentialsPath(dataDir: string): string {
  return path.join(dataDir, DEMO_CREDENTIALS_FILE);
}

/** The file's contents; "missing" when there is none, "unreadable" when it is not ours to rewrite. */
export function readDemoCredentials(dataDir: string): DemoCredentials | "missing" | "unreadable" {
  let text: string;
  try {
    text = readFileSync(demoCredentialsPath(dataDir), "utf8");
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ENOENT" ? "missing" : "unreadable";
  }
  try {
    const parsed = DemoCredentialsSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : "unreadable";
  } catch {
    return "unreadable";
  }
}

/**
 * Writes the whole file at once (a new file renamed over the old), readable by its owner only: a
 * crash mid-write never leaves half a file, and an older file's looser mode never carries over.
 */
export function writeDemoCredentials(dataDir: string, credentials: DemoCredentials): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const target = demoCredentialsPath(dataDir);
  const temporary = `${target}.${randomBytes(6).toString("hex")}.tmp`;
  // The keys in the documented order, whatever order the caller built them in.
  const ordered: DemoCredentials = {
    accounts: credentials.accounts.map(({ email, password, role }) => ({ email, password, role })),
    employeePortal: {
      domain: credentials.employeePortal.domain,
      password: credentials.employeePortal.password,
    },
  };
  writeFileSync(temporary, `${JSON.stringify(ordered, null, 2)}\n`, { mode: 0o600 });
  renameSync(temporary, target);
}

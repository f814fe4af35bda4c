import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { DEMO_EMPLOYEE_PASSWORD } from "#app/.server/config.ts";
import { users } from "#app/.server/db/schema.ts";
import { demoCredentialsPath, writeDemoCredentials } from "#app/.server/demo/credentials-file.ts";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "#app/.server/demo/seed.ts";
import { engines, openTestDatabase } from "#tests/support/database.ts";
import { postForm, signInAs, signInResponse } from "#tests/support/sign-in.ts";
import { startTestApp, type TestApp } from "#tests/support/test-app.ts";
import { useTestDatabase } from "#tests/support/use-test-app.ts";

const DEMO_EMAILS = DEMO_ACCOUNTS.map((account) => account.email);
const ADMIN = "admin@celestial.example";
const PORTAL = "/employee-portal";
/** Hashing (and checking) a password per demo account is slow on purpose, and slower when busy. */
const SEEDING_TIMEOUT = 90_000;

/** The pino lines one start wrote, parsed. */
function logSink() {
  const lines: Array<Record<string, unknown>> = [];
  return {
    lines,
    stream: { write: (line: string) => void lines.push(JSON.parse(line)) },
    text: () => lines.map((line) => JSON.stringify(line)).join("\n"),
  };
}

type CredentialsFile = {
  accounts: Array<{ email: string; password: string; role: string }>;
  employeePortal: { domain: string; password: string };
};

function readCredentials(dataDir: string): CredentialsFile {
  return JSON.parse(readFileSync(demoCredentialsPath(dataDir), "utf8"));
}

const portalSignIn = (app: TestApp, password: string) =>
  postForm(app, PORTAL, { intent: "sign-in", email: "jordan.lee@celestial.example", password });

describe.each(engines)("demo credentials of a production install on %s", (engine) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "celestial-demo-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const production = () => ({ SEED_DEMO: "true", DATA_DIR: dataDir, LOG_LEVEL: "info" });
  const database = useTestDatabase(engine);
  beforeAll(async () => {
    // The test database comes with the demo accounts; a fresh install has none yet.
    await database.db.delete(users).where(inArray(users.email, DEMO_EMAILS));
  });

  test(
    "the first start makes a password per account, in a file of mode 600 that the log names, never in the log",
    async () => {
      const log = logSink();
      const app = await startTestApp(engine, production(), { database, log: log.stream });
      try {
        const file = demoCredentialsPath(dataDir);
        expect(statSync(file).mode & 0o777).toBe(0o600);
        const credentials = readCredentials(dataDir);
        expect(Object.keys(credentials)).toEqual(["accounts", "employeePortal"]);
        expect(credentials.accounts.map((account) => Object.keys(account))).toEqual(
          DEMO_ACCOUNTS.map(() => ["email", "password", "role"]),
        );
        expect(credentials.accounts.map(({ email, role }) => ({ email, role }))).toEqual(
          DEMO_ACCOUNTS.map(({ email, role }) => ({ email, role })),
        );
        expect(Object.keys(credentials.employeePortal)).toEqual(["domain", "password"]);
        expect(credentials.employeePortal.domain).toBe("celestial.example");
        const passwords = [
          ...credentials.accounts.map((account) => account.password),
          credentials.employeePortal.password,
        ];
        expect(new Set(passwords).size).toBe(passwords.length);
        for (const password of passwords) {
          expect(password.length).toBeGreaterThanOrEqual(20);
          expect([DEMO_PASSWORD, DEMO_EMPLOYEE_PASSWORD]).not.toContain(password);
        }

        const announced = log.lines.find((line) =>
          String(line.msg).startsWith("demo accounts installed"),
        );
        expect(announced?.msg).toContain(file);
        expect(announced?.accounts).toEqual(DEMO_ACCOUNTS.map((account) => account.email));
        for (const password of passwords) expect(log.text()).not.toContain(password);

        expect((await signInResponse(app, ADMIN, DEMO_PASSWORD)).status).toBe(401);
        const admin = credentials.accounts.find((account) => account.email === ADMIN);
        const cookie = await signInAs(app, ADMIN, admin?.password);
        expect((await app.fetch("/admin", { headers: { cookie } })).status).toBe(200);
        expect((await portalSignIn(app, DEMO_EMPLOYEE_PASSWORD)).status).toBe(401);
        expect((await portalSignIn(app, credentials.employeePortal.password)).status).toBe(302);
      } finally {
        await app.close();
      }
    },
    SEEDING_TIMEOUT,
  );

  test("the portal names the domain and the administrator, and sends no password", async () => {
    const app = await startTestApp(engine, production(), { database, log: logSink().stream });
    try {
      const html = await (await app.fetch(PORTAL)).text();
      expect(html).toContain("Employee Access Only");
      expect(html).toContain('aria-label="Employee access"');
      expect(html).toContain("Any e-mail address ending in @<!-- -->celestial.example");
      expect(html).toContain("The employee password comes from this site&#x27;s administrator");
      expect(html).not.toContain("Demo access");
      expect(html).not.toContain(readCredentials(dataDir).employeePortal.password);
      expect(html).not.toContain(DEMO_EMPLOYEE_PASSWORD);
    } finally {
      await app.close();
    }
  });

  test("a restart keeps the file and every password, and prints none of them", async () => {
    const before = readFileSync(demoCredentialsPath(dataDir), "utf8");
    const credentials = readCredentials(dataDir);
    const log = logSink();
    const app = await startTestApp(engine, production(), { database, log: log.stream });
    try {
      expect(readFileSync(demoCredentialsPath(dataDir), "utf8")).toBe(before);
      for (const { password } of [...credentials.accounts, credentials.employeePortal]) {
        expect(log.text()).not.toContain(password);
      }
      expect(log.text()).toContain("demo account passwords are in");
      const client = credentials.accounts.find((account) => account.role === "client");
      expect((await signInResponse(app, client?.email ?? "", client?.password)).status).toBe(302);
      expect((await portalSignIn(app, credentials.employeePortal.password)).status).toBe(302);
    } finally {
      await app.close();
    }
  });

  test("with the file deleted, a restart leaves the passwords alone and says so", async () => {
    const credentials = readCredentials(dataDir);
    rmSync(demoCredentialsPath(dataDir));
    const log = logSink();
    const app = await startTestApp(engine, production(), { database, log: log.stream });
    try {
      expect(() => statSync(demoCredentialsPath(dataDir))).toThrow();
      const warning = log.lines.find((line) => line.level === 40);
      expect(warning?.msg).toContain("demo-credentials.json is missing");
      const admin = credentials.accounts.find((account) => account.email === ADMIN);
      expect((await signInResponse(app, ADMIN, admin?.password)).status).toBe(302);
      // The server still knows the portal's password: it comes from the install's secret.
      expect((await portalSignIn(app, credentials.employeePortal.password)).status).toBe(302);
    } finally {
      await app.close();
    }
  });

  test(
    "a database started afresh beside an old file gets new passwords and a new file",
    async () => {
      const old = {
        accounts: [{ email: ADMIN, password: "from-an-earlier-database", role: "admin" as const }],
        employeePortal: { domain: "old.example", password: "from-an-earlier-secret" },
      };
      writeDemoCredentials(dataDir, old);
      await database.db.delete(users).where(inArray(users.email, DEMO_EMAILS));
      const app = await startTestApp(engine, production(), { database, log: logSink().stream });
      try {
        const fresh = readCredentials(dataDir);
        expect(fresh.accounts.map((account) => account.email)).toEqual(DEMO_EMAILS);
        expect(fresh.employeePortal.domain).toBe("celestial.example");
        expect((await signInResponse(app, ADMIN, "from-an-earlier-database")).status).toBe(401);
        const admin = fresh.accounts.find((account) => account.email === ADMIN);
        expect((await signInResponse(app, ADMIN, admin?.password)).status).toBe(302);
      } finally {
        await app.close();
      }
    },
    SEEDING_TIMEOUT,
  );
});

describe.each(engines)("demo data and its passwords on %s", (engine) => {
  test("with SEED_DEMO=false no demo account exists and no file is written", async () => {
    const database = await openTestDatabase(engine);
    const dataDir = mkdtempSync(path.join(tmpdir(), "celestial-demo-"));
    await database.db.delete(users).where(inArray(users.email, DEMO_EMAILS));
    const app = await startTestApp(engine, { SEED_DEMO: "false", DATA_DIR: dataDir }, { database });
    try {
      const demo = await database.db
        .select({ email: users.email })
        .from(users)
        .where(inArray(users.email, DEMO_EMAILS));
      expect(demo).toEqual([]);
      expect(() => statSync(demoCredentialsPath(dataDir))).toThrow();
      expect((await signInResponse(app, ADMIN, DEMO_PASSWORD)).status).toBe(401);
    } finally {
      await app.close();
      await database.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test(
    "a folder seeded in development gets new passwords at its first production start",
    async () => {
      // The test database's demo accounts carry the published password, as `npm run dev` leaves them.
      const log = logSink();
      const dataDir = mkdtempSync(path.join(tmpdir(), "celestial-demo-"));
      const app = await startTestApp(
        engine,
        { SEED_DEMO: "true", DATA_DIR: dataDir, LOG_LEVEL: "info" },
        { log: log.stream },
      );
      try {
        const credentials = readCredentials(dataDir);
        expect(credentials.accounts.map((account) => account.email)).toEqual(DEMO_EMAILS);
        const announced = log.lines.find((line) =>
          String(line.msg).startsWith("demo accounts installed"),
        );
        expect(announced?.accounts).toEqual(DEMO_EMAILS);
        for (const account of credentials.accounts) {
          expect(log.text()).not.toContain(account.password);
        }
        expect((await signInResponse(app, ADMIN, DEMO_PASSWORD)).status).toBe(401);
        const admin = credentials.accounts.find((account) => account.email === ADMIN);
        expect((await signInResponse(app, ADMIN, admin?.password)).status).toBe(302);
      } finally {
        await app.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    SEEDING_TIMEOUT,
  );

  test("development keeps the published passwords and the demo hint with both values", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "celestial-demo-"));
    const app = await startTestApp(engine, {
      NODE_ENV: "development",
      SEED_DEMO: "true",
      DATA_DIR: dataDir,
    });
    try {
      const html = await (await app.fetch(PORTAL)).text();
      expect(html).toContain('aria-label="Demo access"');
      expect(html).toContain("jordan.lee@celestial.example");
      expect(html).toContain(DEMO_EMPLOYEE_PASSWORD);
      expect((await portalSignIn(app, DEMO_EMPLOYEE_PASSWORD)).status).toBe(302);
      expect((await signInResponse(app, ADMIN, DEMO_PASSWORD)).status).toBe(302);
      expect(() => statSync(demoCredentialsPath(dataDir))).toThrow();
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

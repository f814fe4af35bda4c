import { verifyPassword } from "better-auth/crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { fromPostgres } from "#app/.server/db/client.ts";
import { runMigrations } from "#app/.server/db/migrate.ts";
import { accounts, profiles, userRoles, users } from "#app/.server/db/schema.ts";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from "#app/.server/demo/seed.ts";
import { engines } from "#tests/support/database.ts";
import { useTestDatabase } from "#tests/support/use-test-app.ts";

const DAY_ONE_TABLES = [
  "accounts",
  "admin_role_switches",
  "consultation_bookings",
  "internship_applications",
  "login_attempts",
  "outbox",
  "products",
  "profiles",
  "sessions",
  "site_settings",
  "testimonials",
  "user_roles",
  "users",
  "verifications",
];

describe.each(engines)("migrations and demo seed on %s", (engine) => {
  const database = useTestDatabase(engine);

  test("every day-one table exists", async () => {
    // Both drivers answer with a `rows` array; the shared Drizzle type cannot say so.
    const result = (await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    )) as unknown as { rows: { table_name: string }[] };
    const tables = result.rows.map((row) => row.table_name);
    expect(tables).toEqual(expect.arrayContaining(DAY_ONE_TABLES));
  });

  test("running the migrations again changes nothing", async () => {
    await expect(runMigrations(database)).resolves.toBeUndefined();
  });

  test("one verified demo account per role, with its role and profile", async () => {
    const rows = await database.db
      .select({ email: users.email, role: userRoles.role, isAdmin: profiles.isAdmin })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .innerJoin(profiles, eq(profiles.id, users.id))
      .orderBy(users.email);
    expect(rows).toEqual(
      DEMO_ACCOUNTS.map((account) => ({
        email: account.email,
        role: account.role,
        isAdmin: account.role === "admin",
      })).sort((a, b) => a.email.localeCompare(b.email)),
    );
  });

  test("demo passwords are stored hashed, never in plain text", async () => {
    const [row] = await database.db.select({ password: accounts.password }).from(accounts).limit(1);
    expect(row?.password).toBeTruthy();
    expect(row?.password).not.toContain(DEMO_PASSWORD);
    expect(await verifyPassword({ hash: row?.password ?? "", password: DEMO_PASSWORD })).toBe(true);
  });

  test("seeding twice does not duplicate accounts", async () => {
    expect(await seedDemoData(database.db, () => DEMO_PASSWORD)).toEqual({ created: [] });
    const [{ count } = { count: 0 }] = await database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(users);
    expect(count).toBe(DEMO_ACCOUNTS.length);
  });
});

describe.each(engines.filter((engine) => engine === "postgres"))("the %s pool", (engine) => {
  const database = useTestDatabase(engine);

  test("survives an idle connection ended by the server and reconnects", async () => {
    const url = new URL(process.env.TEST_DATABASE_URL ?? "");
    const name = (
      (await database.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      }
    ).rows[0]?.name;
    const dropped: Error[] = [];
    url.pathname = `/${name}`;
    url.searchParams.set("application_name", "pool-under-test");
    const handle = fromPostgres(url.toString(), {
      max: 1,
      onIdleError: (error) => dropped.push(error),
    });
    await handle.db.execute(sql`select 1`);

    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${name} and application_name = 'pool-under-test'`,
    );
    await expect.poll(() => dropped.length).toBeGreaterThan(0);

    const again = (await handle.db.execute(sql`select 2 as answer`)) as unknown as {
      rows: { answer: number }[];
    };
    expect(again.rows[0]?.answer).toBe(2);
    await handle.close();
  });
});

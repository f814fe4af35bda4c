import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { MIGRATIONS_DIR } from "#app/.server/db/migrate.ts";
import { engines } from "#tests/support/database.ts";
import { useTestDatabase } from "#tests/support/use-test-app.ts";

/** The event times migration's statements, found by name (the number changes as others merge). */
function eventTimesStatements(): string[] {
  const journal = JSON.parse(
    readFileSync(path.join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8"),
  ) as { entries: { tag: string }[] };
  const entry = journal.entries.find((candidate) => candidate.tag.endsWith("_event_times"));
  if (!entry) throw new Error("no event times migration in the journal");
  return readFileSync(path.join(MIGRATIONS_DIR, `${entry.tag}.sql`), "utf8")
    .split("--> statement-breakpoint")
    .filter((statement) => statement.trim());
}

/*
 * The migration alone, over the products columns it reads as they were before it, in a schema of
 * its own that is rolled back: building a database from the first migration takes half a minute.
 */
describe.each(engines)("the event times migration on %s", (engine) => {
  const database = useTestDatabase(engine);

  /** The products after the migration ran over these rows (id, type, event_date). */
  async function migrate(rows: string): Promise<Record<string, string | null>[]> {
    let migrated: Record<string, string | null>[] = [];
    const done = new Error("rolled back on purpose");
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`create schema before_event_times`);
        await tx.execute(sql`set local search_path to before_event_times`);
        await tx.execute(
          sql`create table products (id text primary key, type text not null, event_date text)`,
        );
        await tx.execute(sql.raw(`insert into products (id, type, event_date) values ${rows}`));
        for (const statement of eventTimesStatements()) await tx.execute(sql.raw(statement));
        const result = (await tx.execute(sql`
          select id, event_start::text as start, event_end::text as end, event_time_zone as zone
          from products order by id`)) as unknown as { rows: Record<string, string | null>[] };
        migrated = result.rows;
        throw done;
      })
      .catch((error: unknown) => {
        if (error !== done) throw error;
      });
    return migrated;
  }

  test("events that had only a day get hours and a zone; other products get none", async () => {
    const rows = await migrate(`
      ('couture-tech-gala', 'event', '2027-06-19'),
      ('celestial-innovation-summit', 'event', '2027-03-18'),
      ('orbit-meetup', 'event', '2027-11-07'),
      ('orbit-tote', 'physical', '2027-01-01')`);
    expect(rows).toEqual([
      {
        id: "celestial-innovation-summit",
        start: "2027-03-18 09:00:00",
        end: "2027-03-19 17:00:00",
        zone: "Africa/Lagos",
      },
      // An admin had moved the gala: it keeps its new day and takes the gala's hours, past midnight.
      {
        id: "couture-tech-gala",
        start: "2027-06-19 19:00:00",
        end: "2027-06-20 01:00:00",
        zone: "America/New_York",
      },
      {
        id: "orbit-meetup",
        start: "2027-11-07 19:00:00",
        end: "2027-11-07 21:00:00",
        zone: "America/New_York",
      },
      { id: "orbit-tote", start: null, end: null, zone: null },
    ]);
  });
});

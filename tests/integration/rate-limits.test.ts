import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { rateLimitEvents } from "#app/.server/db/schema.ts";
import { forgetRateLimitHit, hitRateLimit } from "#app/.server/web/rate-limit.ts";
import { engines } from "#tests/support/database.ts";
import { useTestDatabase } from "#tests/support/use-test-app.ts";

describe.each(engines)("rate limits on %s", (engine) => {
  const database = useTestDatabase(engine);

  test("twenty actions sent at once get exactly the limit through", async () => {
    const rule = { bucket: "burst-test", limit: 5, windowSeconds: 600 };
    const results = await Promise.all(
      Array.from({ length: 20 }, () => hitRateLimit(database.db, rule, "198.51.100.20")),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
    const rows = await database.db
      .select()
      .from(rateLimitEvents)
      .where(eq(rateLimitEvents.bucket, "burst-test"));
    expect(rows).toHaveLength(5);
  });

  test("an IPv6 client is counted per /64, not per address", async () => {
    const rule = { bucket: "ipv6-test", limit: 3, windowSeconds: 600 };
    const inOneNetwork = ["2001:db8:7:1::1", "2001:db8:7:1::2", "2001:db8:7:1:aa::3"];
    for (const address of inOneNetwork) {
      expect((await hitRateLimit(database.db, rule, address)).allowed).toBe(true);
    }
    expect((await hitRateLimit(database.db, rule, "2001:db8:7:1:ffff::9")).allowed).toBe(false);
    expect((await hitRateLimit(database.db, rule, "2001:db8:7:2::1")).allowed).toBe(true);
  });

  test("a forgotten hit gives its place back", async () => {
    const rule = { bucket: "forget-test", limit: 1, windowSeconds: 600 };
    const first = await hitRateLimit(database.db, rule, "198.51.100.21");
    expect(first.allowed).toBe(true);
    expect((await hitRateLimit(database.db, rule, "198.51.100.21")).allowed).toBe(false);
    if (first.allowed) await forgetRateLimitHit(database.db, first.hitId);
    expect((await hitRateLimit(database.db, rule, "198.51.100.21")).allowed).toBe(true);
  });
});

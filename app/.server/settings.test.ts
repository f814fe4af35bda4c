import { describe, expect, test } from "vitest";
import { DEMO_PASSWORD, seedDemoData } from "#app/.server/demo/seed.ts";
import { getSiteSettings, saveSiteSettings } from "#app/.server/settings.ts";
import { useUnitDatabase } from "#tests/support/use-unit-database.ts";

const config = { siteName: "Celestial Collective", publicUrl: "https://celestial.test" };

describe("“Require two-factor for admins” by kind of install", () => {
  const handle = useUnitDatabase();

  test("on for a real install, off once the demo accounts are in, and an admin's choice stands", async () => {
    expect((await getSiteSettings(handle.db, config)).requireAdminTwoFactor).toBe(true);

    await seedDemoData(handle.db, () => DEMO_PASSWORD);
    const demo = await getSiteSettings(handle.db, config);
    expect(demo.requireAdminTwoFactor).toBe(false);

    await saveSiteSettings(handle.db, { ...demo, requireAdminTwoFactor: true });
    // The next start of a demo install finds its accounts and leaves the saved rule alone.
    await seedDemoData(handle.db, () => DEMO_PASSWORD);
    expect((await getSiteSettings(handle.db, config)).requireAdminTwoFactor).toBe(true);
  });
});

import { describe, expect, test } from "vitest";
import { ConfigError, DEMO_EMPLOYEE_PASSWORD, parseConfig } from "#app/.server/config.ts";
import { toPublicConfig } from "#app/.server/public-config.ts";

describe("parseConfig", () => {
  test("runs on the embedded database with no configuration at all", () => {
    const config = parseConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: "pglite", dataDir: "./data" });
    expect(config.seedDemo).toBe(true);
    expect(config.siteName).toBe("Celestial Collective");
    expect(config.supremeAdminEmail).toBe("admin@celestial.example");
    expect(config.emails.operations).toBe("operations@celestial.example");
  });

  test("uses PostgreSQL with DATABASE_URL and then does not seed by default", () => {
    const config = parseConfig({ DATABASE_URL: "postgres://localhost/app" });
    expect(config.database).toEqual({ kind: "postgres", url: "postgres://localhost/app" });
    expect(config.seedDemo).toBe(false);
    expect(parseConfig({ DATABASE_URL: "postgres://x/y", SEED_DEMO: "true" }).seedDemo).toBe(true);
  });

  test("the published employee demo password applies only outside production", () => {
    expect(parseConfig({}).employee).toEqual({
      emailDomain: "celestial.example",
      password: DEMO_EMPLOYEE_PASSWORD,
      passwordIsDemo: true,
    });
    // A production demo install gets a password of its own at start.
    expect(parseConfig({ NODE_ENV: "production" }).employee).toEqual({
      emailDomain: "celestial.example",
      password: undefined,
      passwordIsDemo: true,
    });
    const configured = parseConfig({ NODE_ENV: "production", EMPLOYEE_PASSWORD: "x".repeat(16) });
    expect(configured.employee).toMatchObject({ password: "x".repeat(16), passwordIsDemo: false });
  });

  test("object storage is on with S3_BUCKET, its keys both or neither, its prefix a folder", () => {
    expect(parseConfig({}).objectStorage).toBeNull();
    expect(parseConfig({ S3_BUCKET: "site-backups" }).objectStorage).toEqual({
      bucket: "site-backups",
      endpoint: undefined,
      region: "us-east-1",
      credentials: undefined,
      prefix: "",
    });
    const keys = { S3_ACCESS_KEY_ID: "id", S3_SECRET_ACCESS_KEY: "secret" };
    expect(
      parseConfig({ S3_BUCKET: "b12", S3_PREFIX: "celestial/", ...keys }).objectStorage,
    ).toMatchObject({ credentials: { accessKeyId: "id", secretAccessKey: "secret" } });
    expect(() => parseConfig({ S3_BUCKET: "b12", S3_ACCESS_KEY_ID: "id" })).toThrowError(
      "S3_ACCESS_KEY_ID: set both S3 keys or neither",
    );
    expect(() => parseConfig({ S3_BUCKET: "b12", S3_PREFIX: "celestial" })).toThrowError(
      "S3_PREFIX: must end with a slash, like site/",
    );
  });

  test("a bad value stops start-up with a message naming the variable", () => {
    expect(() => parseConfig({ PORT: "eighty" })).toThrowError(ConfigError);
    expect(() => parseConfig({ PORT: "eighty" })).toThrowError(/PORT: must be a port number/);
    expect(() => parseConfig({ DATABASE_URL: "mysql://x" })).toThrowError(/DATABASE_URL/);
    expect(() => parseConfig({ SMTP_URL: "http://x" })).toThrowError(/SMTP_URL/);
    expect(() => parseConfig({ SEED_DEMO: "maybe" })).toThrowError(/SEED_DEMO/);
  });

  test("production on PostgreSQL requires a session secret", () => {
    expect(() =>
      parseConfig({ NODE_ENV: "production", DATABASE_URL: "postgres://x/y" }),
    ).toThrowError(/SESSION_SECRET/);
  });

  test("one process by default; several only on PostgreSQL", () => {
    expect(parseConfig({}).processes).toBe(1);
    expect(parseConfig({ WEB_CONCURRENCY: "2", DATABASE_URL: "postgres://x/y" }).processes).toBe(2);
    expect(() => parseConfig({ WEB_CONCURRENCY: "2" })).toThrowError(
      /WEB_CONCURRENCY: more than one process needs DATABASE_URL/,
    );
    expect(() => parseConfig({ WEB_CONCURRENCY: "0" })).toThrowError(/WEB_CONCURRENCY/);
    expect(() => parseConfig({ WEB_CONCURRENCY: "two" })).toThrowError(/WEB_CONCURRENCY/);
  });

  test("the public subset holds no secret and only configured social links", () => {
    const config = parseConfig({
      SESSION_SECRET: "s".repeat(40),
      SOCIAL_GITHUB_URL: "https://github.example/celestial",
      SMTP_URL: "smtp://user:pass@mail.example",
    });
    const shown = toPublicConfig(config, "live");
    expect(shown.social).toEqual({ github: "https://github.example/celestial" });
    expect(JSON.stringify(shown)).not.toContain("s".repeat(40));
    expect(JSON.stringify(shown)).not.toContain("pass@");
  });

  test("the test payment provider runs only on a demo install or when chosen by name", () => {
    const production = { NODE_ENV: "production", SESSION_SECRET: "s".repeat(40) };
    const postgres = { ...production, DATABASE_URL: "postgres://x/y" };
    expect(parseConfig(production).paymentProvider).toBe("test");
    expect(parseConfig({ ...production, SEED_DEMO: "false" }).paymentProvider).toBe("none");
    expect(parseConfig(postgres).paymentProvider).toBe("none");
    expect(parseConfig({ ...postgres, PAYMENT_PROVIDER: "test" }).paymentProvider).toBe("test");
    expect(parseConfig({ ...production, PAYMENT_PROVIDER: "none" }).paymentProvider).toBe("none");
  });

  test("Stripe is chosen by its key, and PAYMENT_PROVIDER=stripe needs one", () => {
    const stripe = { STRIPE_SECRET_KEY: "sk_live_x" };
    expect(parseConfig(stripe).paymentProvider).toBe("stripe");
    expect(parseConfig({ ...stripe, PAYMENT_PROVIDER: "test" }).paymentProvider).toBe("test");
    expect(() => parseConfig({ PAYMENT_PROVIDER: "stripe" })).toThrowError(
      /PAYMENT_PROVIDER: stripe needs STRIPE_SECRET_KEY/,
    );
    expect(() => parseConfig({ PAYMENT_PROVIDER: "paypal" })).toThrowError(/PAYMENT_PROVIDER/);
  });

  test("the site stores 50,000 analytics events a day unless ANALYTICS_DAILY_EVENT_CAP says otherwise", () => {
    expect(parseConfig({}).analytics.dailyEventCap).toBe(50_000);
    expect(parseConfig({ ANALYTICS_DAILY_EVENT_CAP: "200000" }).analytics.dailyEventCap).toBe(
      200_000,
    );
    for (const bad of ["0", "-5", "many", "1.5"]) {
      expect(() => parseConfig({ ANALYTICS_DAILY_EVENT_CAP: bad })).toThrowError(
        /ANALYTICS_DAILY_EVENT_CAP: must be a whole number from 1 to 100000000/,
      );
    }
  });

  test("one address may send 60 analytics events a minute and 2,000 a day unless configured", () => {
    expect(parseConfig({}).analytics.perAddress).toEqual({ perMinute: 60, perDay: 2_000 });
    const raised = parseConfig({
      ANALYTICS_ADDRESS_EVENTS_PER_MINUTE: "600",
      ANALYTICS_ADDRESS_EVENTS_PER_DAY: "20000",
    });
    expect(raised.analytics.perAddress).toEqual({ perMinute: 600, perDay: 20_000 });
    expect(() => parseConfig({ ANALYTICS_ADDRESS_EVENTS_PER_MINUTE: "0" })).toThrowError(
      /ANALYTICS_ADDRESS_EVENTS_PER_MINUTE: must be a whole number of 1 or more/,
    );
  });
});

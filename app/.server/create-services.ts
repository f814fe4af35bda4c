import pino, { type Logger } from "pino";
import { createAuth } from "#app/.server/auth.ts";
import { seedCatalog } from "#app/.server/catalog/seed-catalog.ts";
import type { Config } from "#app/.server/config.ts";
import type { DatabaseHandle } from "#app/.server/db/client.ts";
import { runMigrations } from "#app/.server/db/migrate.ts";
import { seedDemoData } from "#app/.server/db/seed.ts";
import { createMailer } from "#app/.server/mail/send.ts";
import { createStripePaymentProvider } from "#app/.server/payments/stripe-provider.ts";
import { createTestPaymentProvider } from "#app/.server/payments/test-provider.ts";
import { createSiteSearch } from "#app/.server/search/site-search.ts";
import { resolveSessionSecret } from "#app/.server/secret.ts";
import type { AppServices } from "#app/.server/services.ts";

export function createLogger(config: Pick<Config, "logLevel">): Logger {
  return pino({
    level: config.logLevel,
    // Secrets never reach the log, whatever a handler passes in.
    redact: {
      paths: [
        "req.headers.cookie",
        "req.headers.authorization",
        'res.headers["set-cookie"]',
        "*.password",
        "*.cardNumber",
        "*.cvv",
      ],
      censor: "[redacted]",
    },
  });
}

/** Migrates, seeds when asked, and wires the services every request uses. */
export async function createServices(
  config: Config,
  handle: DatabaseHandle,
  logger: Logger = createLogger(config),
): Promise<AppServices> {
  await runMigrations(handle);
  await seedCatalog(handle.db);
  if (config.seedDemo) {
    const { created } = await seedDemoData(handle.db);
    if (created > 0) logger.info({ accounts: created }, "demo accounts installed");
  }
  const mailer = createMailer({
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    db: handle.db,
  });
  const sessionSecret = resolveSessionSecret(config);
  const auth = createAuth({ config, db: handle.db, mailer, secret: sessionSecret, logger });
  return {
    config,
    db: handle.db,
    databaseEngine: handle.engine.kind,
    auth,
    mailer,
    payments: config.stripe
      ? createStripePaymentProvider(config.stripe)
      : createTestPaymentProvider(),
    search: createSiteSearch(handle.db),
    logger,
    sessionSecret,
    linkSecrets: { current: sessionSecret, previous: config.previousSessionSecret },
  };
}

import { performance } from "node:perf_hooks";
import { PGlite } from "@electric-sql/pglite";
import pino from "pino";
import { parseConfig } from "#app/.server/config.ts";
import { fromPglite, fromPostgres } from "#app/.server/db/client.ts";
import { newsletterSubscribers } from "#app/.server/db/forms-schema.ts";
import { runMigrations } from "#app/.server/db/migrate.ts";
import { newsletterCampaigns } from "#app/.server/db/newsletter-schema.ts";
import { announcePresence } from "#app/.server/db/process-presence.ts";
import { createJobRunner } from "#app/.server/jobs/runner.ts";
import { createMailer } from "#app/.server/mail/send.ts";
import { registerCampaignJobs, startCampaign } from "#app/.server/newsletter/campaign-send.ts";
import type { AppServices } from "#app/.server/services.ts";
import { createEmptyPostgresDatabase } from "#tests/support/database.ts";
import { startSmtpSink } from "#tests/support/smtp-sink.ts";

const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 10_000);

/**
 * A campaign to RECIPIENTS confirmed subscribers through a local SMTP sink (pooled connections),
 * throttling off: mails per second and the process's CPU per mail, the sink's share included
 * (and the database's, on PGlite).
 */
export async function measureNewsletterSend() {
  const sink = await startSmtpSink();
  // BENCH_DATABASE_URL: a PostgreSQL server to make a database on, instead of an in-process PGlite.
  const server = process.env.BENCH_DATABASE_URL;
  const database = server ? await createEmptyPostgresDatabase(server) : null;
  const handle = database ? fromPostgres(database.url) : fromPglite(await PGlite.create());
  await runMigrations(handle);
  const { db } = handle;
  const config = parseConfig({ NODE_ENV: "test", NEWSLETTER_RATE: "0", SMTP_URL: sink.url });
  const logger = pino({ level: "silent" });
  const mailer = createMailer({
    smtpUrl: sink.url,
    from: config.mail.from,
    db,
  });
  const jobs = createJobRunner({ db, logger });
  const services = {
    config,
    db,
    logger,
    mailer,
    jobs,
    linkSecrets: { current: "bench-secret-that-is-long-enough-for-links", previous: undefined },
  } as unknown as AppServices;
  const presence = await announcePresence(handle, logger);
  registerCampaignJobs(services, presence);
  for (let start = 0; start < RECIPIENTS; start += 1000) {
    const batch = Array.from({ length: Math.min(1000, RECIPIENTS - start) }, (_, n) => ({
      email: `reader${start + n}@bench.example`,
      source: "stellar_dispatch",
      state: "confirmed",
      interests: ["newsletter"],
    }));
    await db.insert(newsletterSubscribers).values(batch);
  }
  const [campaign] = await db
    .insert(newsletterCampaigns)
    .values({
      slug: "bench",
      subject: "Bench",
      body: {
        type: "doc",
        content: [
          { type: "paragraph", content: [{ type: "text", text: "Hello from the bench." }] },
        ],
      },
    })
    .returning();
  if (!campaign) throw new Error("no campaign");
  const started = performance.now();
  const cpuStart = process.cpuUsage();
  await startCampaign(services, campaign.id, new Date());
  while (sink.mails.length < RECIPIENTS) {
    if ((await jobs.runDueJobs()) === 0) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuStart);
  mailer.close();
  await sink.close();
  await presence.close();
  await handle.close();
  await database?.drop();
  return {
    engine: database ? "PostgreSQL" : "PGlite",
    recipients: RECIPIENTS,
    mailsPerSecond: RECIPIENTS / seconds,
    cpuMsPerMail: (cpu.user + cpu.system) / 1000 / RECIPIENTS,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureNewsletterSend();
  console.log(
    `newsletter: ${result.recipients} mails, ${result.mailsPerSecond.toFixed(0)} mails/s, ${result.cpuMsPerMail.toFixed(2)} ms CPU per mail (throttling off, local SMTP sink, ${result.engine})`,
  );
}

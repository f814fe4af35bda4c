import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterEach, expect, test } from "vitest";
import { type DatabaseHandle, openDatabase } from "#app/.server/db/client.ts";
import { newsletterSubscribers } from "#app/.server/db/forms-schema.ts";
import { runMigrations } from "#app/.server/db/migrate.ts";
import { campaignDeliveries, newsletterCampaigns } from "#app/.server/db/newsletter-schema.ts";
import { createJobRunner } from "#app/.server/jobs/runner.ts";
import { scheduleCampaign } from "#app/.server/newsletter/campaign-send.ts";
import { readUnsubscribeToken } from "#app/.server/newsletter/tokens.ts";
import type { AppServices } from "#app/.server/services.ts";
import { createEmptyPostgresDatabase, engines } from "#tests/support/database.ts";
import { freePort } from "#tests/support/free-port.ts";
import {
  removeAfterTest,
  startServer,
  stopStartedServers,
  until,
  waitForHealth,
} from "#tests/support/server-process.ts";
import { type SunkMail, startSmtpSink } from "#tests/support/smtp-sink.ts";

afterEach(stopStartedServers);

const READERS = 10_000;
/** Killed once this many mails have arrived: well inside the send, whatever the machine's speed. */
const KILL_AFTER = 2_500;
/** Mails in flight at once in one sending job (campaign-send.ts). */
const CONCURRENCY = 16;
const SECRET = "a-test-secret-of-more-than-thirty-two-characters";
// PostgreSQL where the suite has one (as CI does), else the embedded database on disk.
const engine = engines.at(-1) ?? "pglite";

const unsubscribeLink = (mail: SunkMail) =>
  mail.data.replace(/\r\n\s+/g, " ").match(/List-Unsubscribe: <([^>]+)>/)?.[1] ?? "";

async function seed(handle: DatabaseHandle) {
  await runMigrations(handle);
  const { db } = handle;
  const row = (email: string, state: string, interests: string[]) => ({
    email,
    state,
    interests,
    source: "stellar_dispatch",
  });
  for (let start = 0; start < READERS; start += 1000) {
    await db
      .insert(newsletterSubscribers)
      .values(
        Array.from({ length: 1000 }, (_, n) =>
          row(`reader${start + n}@example.com`, "confirmed", ["newsletter", "tech_guides"]),
        ),
      );
  }
  const others = [
    ...Array.from({ length: 25 }, (_, n) =>
      row(`elsewhere${n}@example.com`, "confirmed", ["tech_guides"]),
    ),
    ...Array.from({ length: 25 }, (_, n) =>
      row(`pending${n}@example.com`, "pending", ["newsletter"]),
    ),
    ...Array.from({ length: 25 }, (_, n) =>
      row(`left${n}@example.com`, "unsubscribed", ["newsletter"]),
    ),
    ...Array.from({ length: 25 }, (_, n) =>
      row(`bounced${n}@example.com`, "suppressed", ["newsletter"]),
    ),
  ];
  await db.insert(newsletterSubscribers).values(others);
  const [campaign] = await db
    .insert(newsletterCampaigns)
    .values({
      slug: "crash-test",
      subject: "The dispatch that survives a crash",
      interests: ["newsletter"],
      body: {
        type: "doc",
        content: [{ type: "paragraph", content: [{ type: "text", text: "Still here." }] }],
      },
    })
    .returning();
  // As the admin's "Schedule" does: the server's job runner starts the send when it is due.
  const jobs = createJobRunner({ db, logger: pino({ level: "silent" }) });
  const services = { db, jobs } as unknown as AppServices;
  expect(await scheduleCampaign(services, campaign?.id ?? "", new Date())).toBe(true);
  return { campaignId: campaign?.id ?? "", others: others.map((other) => other.email) };
}

test(`a campaign to ${READERS} subscribers killed with SIGKILL mid-send reaches each exactly once after a restart (${engine})`, async () => {
  const sink = await startSmtpSink();
  const dataDir = mkdtempSync(path.join(tmpdir(), "celestial-campaign-"));
  removeAfterTest(dataDir);
  const postgres = engine === "postgres" ? await createEmptyPostgresDatabase() : null;
  const database = postgres
    ? ({ kind: "postgres", url: postgres.url } as const)
    : ({ kind: "pglite", dataDir } as const);
  try {
    const handle = await openDatabase(database);
    const { campaignId, others } = await seed(handle);
    await handle.close();

    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const env = {
      PORT: String(port),
      PUBLIC_URL: url,
      LOG_LEVEL: "warn",
      SESSION_SECRET: SECRET,
      SMTP_URL: sink.url,
      NEWSLETTER_RATE: "0",
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    };
    const first = startServer(env, dataDir);
    await until(() => sink.mails.length >= KILL_AFTER, "the send is under way", 300_000);
    first.child.kill("SIGKILL");
    await first.exited;
    expect(sink.mails.length).toBeLessThan(READERS);

    const second = startServer(env, dataDir);
    await waitForHealth(url);
    const recipients = () => new Set(sink.mails.flatMap((mail) => mail.to)).size;
    await until(() => recipients() >= READERS, "every reader has the campaign", 600_000);

    // One-click unsubscribe from the mail alone, with no session: tried for every 100th copy,
    // those sent before the kill and after it; every copy's link is read below.
    const sample = sink.mails.filter((_, n) => n % 100 === 0);
    for (const mail of sample) {
      const response = await fetch(unsubscribeLink(mail), {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      await response.arrayBuffer();
      expect(response.status).toBe(200);
    }
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);

    // A reader's mailbox holds one copy per Message-ID. The only mails sent twice are those the
    // mail server took in the instant before the kill, before the process could record them:
    // resent with the same Message-ID, which receiving systems drop (decision 0029).
    const messageId = (mail: SunkMail) => mail.data.match(/^Message-ID: (.+)$/im)?.[1]?.trim();
    const copies = new Map<string, Set<string | undefined>>();
    for (const mail of sink.mails) {
      for (const to of mail.to) copies.set(to, (copies.get(to) ?? new Set()).add(messageId(mail)));
    }
    expect([...copies].filter(([, ids]) => ids.size !== 1)).toEqual([]);
    expect(sink.mails.length - copies.size).toBeLessThanOrEqual(CONCURRENCY);
    expect(copies.size).toBe(READERS);
    for (let n = 0; n < READERS; n += 1) expect(copies.has(`reader${n}@example.com`)).toBe(true);
    for (const email of others) expect(copies.has(email), email).toBe(false);

    const after = await openDatabase(database);
    try {
      const [campaign] = await after.db
        .select()
        .from(newsletterCampaigns)
        .where(eq(newsletterCampaigns.id, campaignId));
      expect(campaign?.status).toBe("sent");
      const deliveries = await after.db
        .select({ state: campaignDeliveries.state })
        .from(campaignDeliveries)
        .where(eq(campaignDeliveries.campaignId, campaignId));
      expect(deliveries).toHaveLength(READERS);
      expect(deliveries.filter((delivery) => delivery.state !== "sent")).toEqual([]);

      const subscribers = await after.db.select().from(newsletterSubscribers);
      const byEmail = new Map(subscribers.map((row) => [row.email, row]));
      // Every copy's link names its own reader, as the unsubscribe action reads it.
      const secrets = { current: SECRET, previous: undefined };
      const wrong = sink.mails.filter((mail) => {
        const token = new URL(unsubscribeLink(mail)).searchParams.get("token") ?? "";
        return readUnsubscribeToken(secrets, token) !== byEmail.get(mail.to[0] ?? "")?.id;
      });
      expect(wrong).toEqual([]);
      const unsubscribed = subscribers.filter((row) => row.state === "unsubscribed");
      expect(new Set(unsubscribed.map((row) => row.email))).toEqual(
        new Set([
          ...others.filter((email) => email.startsWith("left")),
          ...sample.flatMap((mail) => mail.to),
        ]),
      );
    } finally {
      await after.close();
    }
  } finally {
    await sink.close();
    stopStartedServers();
    await postgres?.drop();
  }
}, 900_000);

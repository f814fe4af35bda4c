import { and, eq, sql } from "drizzle-orm";
import { jobs } from "#app/.server/db/jobs-schema.ts";
import { consultationBookings, outbox } from "#app/.server/db/schema.ts";
import { getSiteSettings, saveSiteSettings } from "#app/.server/settings.ts";
import { bookingFlowPayload } from "./booking.ts";
import { browserKeys, decryptPush, type startFakePushService } from "./fake-push.ts";
import type { TestApp } from "./test-app.ts";

type FakePush = Awaited<ReturnType<typeof startFakePushService>>;

/** The admin toggles for e-mail and push; automatic backups stay off so jobs run only ours. */
export async function setNotificationToggles(
  app: TestApp,
  toggles: { email: boolean; push: boolean },
) {
  await saveSiteSettings(app.services.db, {
    ...(await getSiteSettings(app.services.db, app.services.config)),
    emailNotifications: toggles.email,
    pushNotifications: toggles.push,
    autoBackups: false,
  });
}

let browsersMade = 0;

/**
 * What the profile's control posts once the browser subscribed; answers the response too. Each
 * browser comes from an address of its own, so the route's rate limit counts only a test that
 * means to reach it.
 */
export async function subscribeBrowser(app: TestApp, cookie: string, endpoint: string) {
  const keys = browserKeys();
  browsersMade += 1;
  const address = `198.18.${Math.floor(browsersMade / 250)}.${(browsersMade % 250) + 1}`;
  const response = await app.fetch("/resources/push-subscription", {
    method: "POST",
    headers: {
      origin: app.url,
      cookie,
      "content-type": "application/json",
      "x-forwarded-for": address,
    },
    body: JSON.stringify({ intent: "subscribe", endpoint, keys: keys.json }),
  });
  return { keys, endpoint, response };
}

/** Books a paid consultation through the JSON endpoint; answers the stored booking. */
export async function bookConsultation(
  app: TestApp,
  overrides: Record<string, unknown>,
  cookie?: string,
) {
  const payload = bookingFlowPayload(overrides);
  const response = await app.fetch("/api/functions/complete-consultation-booking", {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(payload),
  });
  if (response.status !== 200) throw new Error(`booking failed: ${await response.text()}`);
  const [row] = await app.services.db
    .select({ id: consultationBookings.id, startsAt: consultationBookings.scheduledAt })
    .from(consultationBookings)
    .where(
      and(
        eq(consultationBookings.email, String(payload.email)),
        eq(consultationBookings.status, "confirmed"),
      ),
    )
    .orderBy(sql`${consultationBookings.createdAt} desc`)
    .limit(1);
  if (!row?.startsAt) throw new Error("no confirmed booking was stored");
  return { id: row.id, startsAt: row.startsAt };
}

/** The reminder jobs waiting for a booking, with when they run. */
export function reminderJobsFor(app: TestApp, bookingId: string) {
  return app.services.db
    .select({ runAt: jobs.runAt, status: jobs.status })
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, "consultation-reminder"),
        sql`${jobs.payload}->>'bookingId' = ${bookingId}`,
      ),
    );
}

/** The mails to an address whose subject starts with `prefix`, oldest first. */
export function mailsTo(app: TestApp, to: string, prefix: string) {
  return app.services.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), sql`${outbox.subject} like ${`${prefix}%`}`))
    .orderBy(outbox.createdAt);
}

/** The decrypted messages one subscription received. */
export function pushesTo(
  push: FakePush,
  subscription: { endpoint: string; keys: ReturnType<typeof browserKeys> },
) {
  return push
    .to(subscription.endpoint)
    .map(
      (delivery) =>
        JSON.parse(decryptPush(delivery.body, subscription.keys)) as Record<string, string>,
    );
}

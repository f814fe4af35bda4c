import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach } from "vitest";
import type { BookingServices } from "#app/.server/booking/booking-services.ts";
import { placeSlot } from "#app/.server/booking/place-slot.ts";
import { holdSlot } from "#app/.server/booking/slot-store.ts";
import { parseConfig } from "#app/.server/config.ts";
import { createLogger } from "#app/.server/create-services.ts";
import type { Database } from "#app/.server/db/client.ts";
import { jobs } from "#app/.server/db/jobs-schema.ts";
import { consultationBookings, outbox } from "#app/.server/db/schema.ts";
import { createJobRunner } from "#app/.server/jobs/runner.ts";
import { createMailer } from "#app/.server/mail/send.ts";
import type { PaymentProvider } from "#app/.server/payments/provider.ts";
import { createTestPaymentProvider } from "#app/.server/payments/test-provider.ts";
import type { TierKey } from "#app/lib/booking/tiers.ts";
import { openMigratedDatabase } from "./unit-database.ts";

/** The booking unit tests' clock: a Monday, so the next weeks hold bookable weekdays. */
export const NOW = new Date("2031-03-03T14:00:00Z");
/** A weekday a week after `NOW`. */
export const SLOT_DATE = "2031-03-10";

export type BookingTestServices = BookingServices & {
  /** Empties the tables the booking commands write, for the next test. */
  reset: () => Promise<void>;
  dispose: () => Promise<void>;
};

/** The booking commands' services over a real, migrated database of their own. */
export async function openBookingServices(
  payments: PaymentProvider = createTestPaymentProvider(),
): Promise<BookingTestServices> {
  const handle = await openMigratedDatabase();
  const config = parseConfig({ PUBLIC_URL: "https://celestial.test", LOG_LEVEL: "silent" });
  const logger = createLogger(config);
  return {
    config,
    db: handle.db,
    payments,
    mailer: createMailer({ smtpUrl: undefined, from: config.mail.from, db: handle.db }),
    logger,
    jobs: createJobRunner({ db: handle.db, logger }),
    linkSecrets: { current: "booking-unit-test-secret-long-enough", previous: undefined },
    reset: async () => {
      await handle.db.execute(sql`delete from ${consultationBookings}`);
      await handle.db.execute(sql`delete from ${outbox}`);
      await handle.db.execute(sql`delete from ${jobs}`);
    },
    dispose: handle.close,
  };
}

/**
 * One database for the test file, emptied before each test. `payments` is read when the file
 * starts, after the hooks registered before this call (a fake payment service's start).
 */
export function bookingServicesForFile(payments?: () => PaymentProvider) {
  let current: BookingTestServices | undefined;
  // Opening (and, the first time, migrating) a database is slow on a busy machine, not stuck.
  beforeAll(async () => {
    current = await openBookingServices(payments?.());
  }, 120_000);
  afterAll(() => current?.dispose());
  beforeEach(() => current?.reset());
  const open = () => {
    if (!current) throw new Error("the booking database is not open yet");
    return current;
  };
  return {
    get services(): BookingTestServices {
      return open();
    },
    snapshot: () => bookingSnapshot(open().db),
  };
}

/** Holds a slot as the booking flow does, for a command that takes over from there. */
export async function holdTestSlot(
  services: BookingServices,
  options: { tier?: TierKey; time?: string; unpaid?: boolean } = {},
) {
  const placed = await placeSlot(
    services.db,
    {
      tier: options.tier ?? "team",
      date: SLOT_DATE,
      time: options.time ?? "10:00 AM",
      timezone: "EST",
    },
    NOW,
  );
  if (!placed.ok) throw new Error(`the test slot is not bookable: ${placed.problem}`);
  const hold = await holdSlot(services.db, {
    details: {
      name: "Ada Visitor",
      email: "ada@example.com",
      phone: null,
      company: null,
      message: null,
    },
    slot: placed.slot,
    userId: null,
    now: NOW,
    paymentMode: services.payments.paymentMode,
    unpaidLimit: options.unpaid ? { clientAddress: "203.0.113.9" } : undefined,
  });
  if (!hold.ok) throw new Error(`the test slot could not be held: ${hold.reason}`);
  return hold.id;
}

/**
 * The rows a booking command leaves behind, in a form fit for a snapshot: the bookings (without
 * their random ids and row clocks) and the mail sent (recipient, subject, attachments).
 */
export async function bookingSnapshot(db: Database) {
  const bookings = await db
    .select()
    .from(consultationBookings)
    .orderBy(asc(consultationBookings.scheduledAt), asc(consultationBookings.email));
  const mail = await db.select().from(outbox).orderBy(asc(outbox.createdAt));
  return {
    bookings: bookings.map(({ id, createdAt, updatedAt, ...row }) => ({
      ...row,
      paymentReference: row.paymentReference?.replace(/^test_[\w-]{36}$/, "test_<uuid>") ?? null,
      scheduledAt: row.scheduledAt?.toISOString() ?? null,
      endsAt: row.endsAt?.toISOString() ?? null,
      holdExpiresAt: row.holdExpiresAt?.toISOString() ?? null,
      cancelledAt: row.cancelledAt?.toISOString() ?? null,
    })),
    mail: mail.map((message) => ({
      to: message.to,
      subject: message.subject,
      attachments: message.attachments.map((file) => file.filename),
    })),
  };
}

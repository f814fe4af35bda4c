import { and, desc, eq, inArray, isNull, or, type SQL } from "drizzle-orm";
import type { Database } from "#app/.server/db/client.ts";
import { consultationBookings } from "#app/.server/db/schema.ts";
import { isTierKey, type TierKey } from "#app/lib/booking/tiers.ts";
import { isTimezoneKey, type TimezoneKey } from "#app/lib/booking/timezones.ts";
import type { PaymentMode } from "#app/lib/payment-mode.ts";

/** A booking as pages and mails see it: never a card number, only the brand and last four. */
export type BookingView = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  tier: TierKey;
  priceCents: number;
  durationMinutes: number;
  timezone: TimezoneKey;
  startsAt: string | null;
  endsAt: string | null;
  status: string;
  cardBrand: string | null;
  cardLast4: string | null;
  paymentSessionId: string | null;
  paymentMode: PaymentMode;
  /** Whether a payment the provider can refund is on record (never its reference itself). */
  refundable: boolean;
  /** Paid back so far, and when last. */
  refundedCents: number;
  refundedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

const columns = {
  id: consultationBookings.id,
  name: consultationBookings.name,
  email: consultationBookings.email,
  phone: consultationBookings.phone,
  company: consultationBookings.company,
  tier: consultationBookings.consultationType,
  priceCents: consultationBookings.priceCents,
  durationMinutes: consultationBookings.durationMinutes,
  timezone: consultationBookings.timezone,
  startsAt: consultationBookings.scheduledAt,
  endsAt: consultationBookings.endsAt,
  status: consultationBookings.status,
  cardBrand: consultationBookings.cardBrand,
  cardLast4: consultationBookings.cardLast4,
  paymentSessionId: consultationBookings.paymentSessionId,
  paymentMode: consultationBookings.paymentMode,
  paymentReference: consultationBookings.paymentReference,
  refundedCents: consultationBookings.refundedCents,
  refundedAt: consultationBookings.refundedAt,
  createdAt: consultationBookings.createdAt,
  updatedAt: consultationBookings.updatedAt,
};

type Row = Omit<
  BookingView,
  | "tier"
  | "timezone"
  | "startsAt"
  | "endsAt"
  | "refundable"
  | "refundedAt"
  | "createdAt"
  | "updatedAt"
> & {
  paymentReference: string | null;
  tier: string;
  timezone: string;
  startsAt: Date | null;
  endsAt: Date | null;
  refundedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

function toView({ paymentReference, ...row }: Row): BookingView {
  return {
    ...row,
    refundable: paymentReference !== null && row.refundedCents < row.priceCents,
    tier: isTierKey(row.tier) ? row.tier : "team",
    timezone: isTimezoneKey(row.timezone) ? row.timezone : "EST",
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    refundedAt: row.refundedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function findBooking(db: Database, where: SQL): Promise<BookingView | null> {
  const [row] = await db.select(columns).from(consultationBookings).where(where).limit(1);
  return row ? toView(row) : null;
}

export async function getBooking(db: Database, id: string): Promise<BookingView | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  return findBooking(db, eq(consultationBookings.id, id));
}

export function getBookingBySession(db: Database, sessionId: string): Promise<BookingView | null> {
  return findBooking(db, eq(consultationBookings.paymentSessionId, sessionId));
}

/** Paid bookings (scheduled or waiting for a time), newest first, for the admin list. */
export async function listBookingsForAdmin(db: Database, limit = 200): Promise<BookingView[]> {
  const rows = await db
    .select(columns)
    .from(consultationBookings)
    .where(inArray(consultationBookings.status, ["confirmed", "paid", "cancelled"]))
    .orderBy(desc(consultationBookings.createdAt))
    .limit(limit);
  return rows.map(toView);
}

/**
 * A member's consultations: those booked while signed in, and those booked as a guest with the
 * account's e-mail address (the address was proven when the account was verified).
 */
export async function listMemberBookings(
  db: Database,
  member: { id: string; email: string },
): Promise<BookingView[]> {
  const rows = await db
    .select(columns)
    .from(consultationBookings)
    .where(
      and(
        inArray(consultationBookings.status, ["confirmed", "paid"]),
        or(
          eq(consultationBookings.userId, member.id),
          and(isNull(consultationBookings.userId), eq(consultationBookings.email, member.email)),
        ),
      ),
    )
    .orderBy(desc(consultationBookings.scheduledAt))
    .limit(20);
  return rows.map(toView);
}

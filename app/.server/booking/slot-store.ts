import { and, eq, gt, inArray, lt, lte, ne, sql } from "drizzle-orm";
import { type CampaignTag, recordConversion } from "#app/.server/attribution/conversion-record.ts";
import type { Database } from "#app/.server/db/client.ts";
import { isDuplicate, isSlotConflict } from "#app/.server/db/pg-errors.ts";
import { consultationBookings } from "#app/.server/db/schema.ts";
import { TIERS, tierPriceCents } from "#app/lib/booking/tiers.ts";
import type { PaymentMode } from "#app/lib/payment-mode.ts";
import { mayHoldAnother } from "./hold-limit.ts";
import type { PlacedSlot } from "./place-slot.ts";

/**
 * How long a slot stays held while its payment is under way. Stripe's Checkout Session lives at
 * least 30 minutes (its minimum `expires_at`); the session is created to expire after 31 and the
 * hold outlives it, so a payment completed in the session's last minute still finds its slot.
 */
export const HOLD_MINUTES = 35;
export const CHECKOUT_SESSION_MINUTES = 31;

/** States in which a booking occupies its time (the exclusion constraint uses the same list). */
export const LIVE_STATUSES = ["held", "confirmed"] as const;

export type BookingDetails = {
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  message: string | null;
};

type Executor = Pick<Database, "update" | "select" | "insert">;
type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Holds whose time ran out stop blocking their slot (called inside each booking transaction). */
export async function expireStaleHolds(tx: Executor, now: Date): Promise<void> {
  await tx
    .update(consultationBookings)
    .set({ status: "expired", clientAddress: null })
    .where(
      and(eq(consultationBookings.status, "held"), lte(consultationBookings.holdExpiresAt, now)),
    );
}

/**
 * Whether the slot keeps the calendar's buffer from every other live booking on it. The exclusion
 * constraint refuses overlaps but knows no buffer, so bookings on a calendar with one take a lock
 * on it first: two of them near each other then check one after the other, never both at once.
 */
async function keepsBuffer(tx: Transaction, slot: PlacedSlot, except: string | null) {
  if (slot.bufferMinutes === 0) return true;
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`booking-calendar:${slot.calendarId}`}, 0))`,
  );
  const buffer = slot.bufferMinutes * 60_000;
  const [near] = await tx
    .select({ id: consultationBookings.id })
    .from(consultationBookings)
    .where(
      and(
        eq(consultationBookings.calendarId, slot.calendarId),
        inArray(consultationBookings.status, [...LIVE_STATUSES]),
        lt(consultationBookings.scheduledAt, new Date(slot.end.getTime() + buffer)),
        gt(consultationBookings.endsAt, new Date(slot.start.getTime() - buffer)),
        except ? ne(consultationBookings.id, except) : undefined,
      ),
    )
    .limit(1);
  return !near;
}

export type HoldResult =
  | { ok: true; id: string }
  | { ok: false; reason: "taken" | "too-many-holds" | "session-used" };

/**
 * Reserves the time for a booking about to be paid. The exclusion constraint decides between two
 * people racing for one slot: exactly one insert succeeds, the other gets "taken".
 */
export async function holdSlot(
  db: Database,
  input: {
    details: BookingDetails;
    slot: PlacedSlot;
    userId: string | null;
    now: Date;
    /** The mode of the provider that takes (or took) the payment. */
    paymentMode: PaymentMode;
    /** "confirmed" for a time chosen after the payment (post-payment pages). */
    status?: "held" | "confirmed";
    payment?: PaymentRecord;
    /** An unpaid hold counts against its holder's allowance (see hold-limit.ts). */
    unpaidLimit?: { clientAddress: string };
    /** The campaign the booker arrived from today, if any (campaign attribution). */
    campaign?: CampaignTag | null;
  },
): Promise<HoldResult> {
  const { slot } = input;
  const tier = TIERS[slot.tier];
  try {
    const id = await db.transaction(async (tx) => {
      await expireStaleHolds(tx, input.now);
      const limit = input.unpaidLimit;
      if (
        limit &&
        !(await mayHoldAnother(tx, { ...limit, email: input.details.email }, input.now))
      ) {
        return "too-many-holds" as const;
      }
      if (!(await keepsBuffer(tx, slot, null))) return "taken" as const;
      const [row] = await tx
        .insert(consultationBookings)
        .values({
          ...input.details,
          userId: input.userId,
          timezone: slot.timezone,
          consultationType: tier.key,
          priceCents: tierPriceCents(tier.key),
          durationMinutes: tier.durationMinutes,
          calendarId: slot.calendarId,
          scheduledAt: slot.start,
          endsAt: slot.end,
          status: input.status ?? "held",
          holdExpiresAt:
            (input.status ?? "held") === "held"
              ? new Date(input.now.getTime() + HOLD_MINUTES * 60_000)
              : null,
          paymentSessionId: input.payment?.sessionId ?? null,
          paymentReference: input.payment?.reference ?? null,
          cardBrand: input.payment?.brand ?? null,
          cardLast4: input.payment?.last4 ?? null,
          clientAddress: limit?.clientAddress ?? null,
          paymentMode: input.paymentMode,
        })
        .returning({ id: consultationBookings.id });
      if (!row) throw new Error("booking insert returned nothing");
      await recordConversion(tx, "booking", row.id, input.campaign);
      return { id: row.id };
    });
    return typeof id === "string" ? { ok: false, reason: id } : { ok: true, id: id.id };
  } catch (error) {
    if (isSlotConflict(error)) return { ok: false, reason: "taken" };
    if (isDuplicate(error)) return { ok: false, reason: "session-used" };
    throw error;
  }
}

/** The hosted payment session ran out unpaid: its hold goes at once instead of lapsing later. */
export async function releaseSessionHold(db: Database, sessionId: string): Promise<void> {
  await db
    .delete(consultationBookings)
    .where(
      and(
        eq(consultationBookings.paymentSessionId, sessionId),
        inArray(consultationBookings.status, ["held", "expired"]),
      ),
    );
}

/** Links a hold to the hosted payment session created for it. */
export async function attachCheckoutSession(db: Database, id: string, sessionId: string) {
  await db
    .update(consultationBookings)
    .set({ paymentSessionId: sessionId })
    .where(eq(consultationBookings.id, id));
}

export type PaymentRecord = {
  reference: string | null;
  brand: string | null;
  last4: string | null;
  sessionId?: string | null;
};

/**
 * Turns a paid hold into a booking. A hold that expired before the payment arrived is confirmed
 * if its time is still free; if someone else took it meanwhile, the booking is kept as paid but
 * unscheduled (status "paid") and the person picks a new time on the scheduling page.
 */
export async function confirmHold(
  db: Database,
  id: string,
  payment: PaymentRecord,
  now: Date,
): Promise<"confirmed" | "paid-unscheduled" | "not-held"> {
  const paidColumns = {
    paymentReference: payment.reference,
    cardBrand: payment.brand,
    cardLast4: payment.last4,
    holdExpiresAt: null,
    clientAddress: null,
    ...(payment.sessionId ? { paymentSessionId: payment.sessionId } : {}),
  };
  try {
    const updated = await db.transaction(async (tx) => {
      await expireStaleHolds(tx, now);
      return tx
        .update(consultationBookings)
        .set({ ...paidColumns, status: "confirmed" })
        .where(
          and(
            eq(consultationBookings.id, id),
            inArray(consultationBookings.status, ["held", "expired"]),
          ),
        )
        .returning({ id: consultationBookings.id });
    });
    return updated.length > 0 ? "confirmed" : "not-held";
  } catch (error) {
    if (!isSlotConflict(error)) throw error;
    await db
      .update(consultationBookings)
      .set({ ...paidColumns, status: "paid", scheduledAt: null, endsAt: null })
      .where(eq(consultationBookings.id, id));
    return "paid-unscheduled";
  }
}

/** A hold whose payment failed disappears: a declined card leaves no booking behind. */
export async function releaseHold(db: Database, id: string): Promise<void> {
  await db
    .delete(consultationBookings)
    .where(and(eq(consultationBookings.id, id), eq(consultationBookings.status, "held")));
}

/**
 * Moves a booking (a paid, unscheduled one, or a confirmed one being rescheduled) to a new time,
 * on the calendar its tier uses now; the exclusion constraint refuses a time that overlaps another
 * live booking of that calendar.
 */
export async function moveBooking(
  db: Database,
  id: string,
  slot: PlacedSlot,
  now: Date,
): Promise<"moved" | "taken" | "missing"> {
  try {
    const updated = await db.transaction(async (tx) => {
      await expireStaleHolds(tx, now);
      if (!(await keepsBuffer(tx, slot, id))) return "taken" as const;
      return tx
        .update(consultationBookings)
        .set({
          calendarId: slot.calendarId,
          scheduledAt: slot.start,
          endsAt: slot.end,
          timezone: slot.timezone,
          status: "confirmed",
        })
        .where(
          and(
            eq(consultationBookings.id, id),
            inArray(consultationBookings.status, ["paid", "confirmed"]),
          ),
        )
        .returning({ id: consultationBookings.id });
    });
    if (updated === "taken") return updated;
    return updated.length > 0 ? "moved" : "missing";
  } catch (error) {
    if (isSlotConflict(error)) return "taken";
    throw error;
  }
}

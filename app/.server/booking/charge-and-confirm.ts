import type { CardInput } from "#app/schemas/payment.ts";
import { sendBookingMail } from "./booking-mail.ts";
import type { BookingOutcome } from "./booking-outcome.ts";
import { getBooking } from "./booking-record.ts";
import type { BookingServices } from "./booking-services.ts";
import type { PaidItem } from "./paid-item.ts";
import { confirmHold, releaseHold } from "./slot-store.ts";

/**
 * Pays for a held slot with the card on this site: a refused charge frees the slot for others,
 * a paid one confirms it and sends the confirmation. The hold's id is the idempotency key, so a
 * retried submit is never charged twice.
 */
export async function chargeAndConfirm(
  services: BookingServices,
  holdId: string,
  card: CardInput,
  item: PaidItem,
  now: Date,
): Promise<BookingOutcome> {
  const charge = await services.payments.charge({ ...item, card, idempotencyKey: holdId });
  if (!charge.ok) {
    await releaseHold(services.db, holdId);
    return { ok: false, status: 402, error: charge.message };
  }
  await confirmHold(
    services.db,
    holdId,
    { reference: charge.reference, brand: charge.brand ?? null, last4: charge.last4 },
    now,
  );
  const booking = await getBooking(services.db, holdId);
  if (!booking) throw new Error("booking vanished after payment");
  await sendBookingMail(services, booking, "confirmed");
  return { ok: true, booking };
}

import type { PaymentProvider } from "#app/.server/payments/provider.ts";
import { BOOKING_MESSAGES } from "#app/lib/booking/messages.ts";
import type { BookingFlowPayload } from "#app/schemas/booking.ts";
import { type CardInput, CardSchema, expiryInFuture } from "#app/schemas/payment.ts";

export type CardReading =
  | { ok: true; card: CardInput | null }
  | { ok: false; status: 400; error: string };

/**
 * The card the booking is paid with, checked before any slot is held. A hosted provider takes the
 * card on its own page, so there is none to read (`card: null`).
 */
export function readCard(
  provider: Pick<PaymentProvider, "mode">,
  payload: Pick<BookingFlowPayload, "cardNumber" | "expiryDate" | "cvv" | "cardholderName">,
  now: Date,
): CardReading {
  if (provider.mode === "hosted") return { ok: true, card: null };
  const parsed = CardSchema.safeParse({
    cardNumber: payload.cardNumber ?? "",
    expiry: payload.expiryDate ?? "",
    cvv: payload.cvv ?? "",
    cardholderName: payload.cardholderName ?? "",
  });
  if (!parsed.success) {
    return {
      ok: false,
      status: 400,
      error: parsed.error.issues[0]?.message ?? BOOKING_MESSAGES.requiredPayment,
    };
  }
  if (!expiryInFuture(parsed.data.expiry, now)) {
    return { ok: false, status: 400, error: "This card has expired." };
  }
  return { ok: true, card: parsed.data };
}

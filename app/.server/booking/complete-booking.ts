import type { CampaignTag } from "#app/.server/attribution/conversion-record.ts";
import type { SessionUser } from "#app/.server/auth.ts";
import type { BookingFlowPayload } from "#app/schemas/booking.ts";
import { type BookingOutcome, choosePaidSlot, taken } from "./booking-outcome.ts";
import type { BookingServices } from "./booking-services.ts";
import { chargeAndConfirm } from "./charge-and-confirm.ts";
import { MAX_UNPAID_HOLDS } from "./hold-limit.ts";
import { paidItem } from "./paid-item.ts";
import { readCard } from "./read-card.ts";
import { HOLD_MINUTES, holdSlot } from "./slot-store.ts";
import { startHostedCheckout } from "./start-checkout.ts";

const tooManyHolds = {
  ok: false,
  status: 429,
  error: `You already have ${MAX_UNPAID_HOLDS} consultations waiting for payment. Please finish paying for one of them, or try again once an unpaid one has lapsed (after ${HOLD_MINUTES} minutes).`,
} as const;

/**
 * The booking flow's last step: check the slot on the server clock and the card, hold the slot
 * (the database refuses a second booking of the same time), then take the payment here or on the
 * provider's page. The price and duration come from the tier; whatever the browser sent for them
 * is ignored.
 */
export async function completeBookingFlow(
  services: BookingServices,
  payload: BookingFlowPayload,
  context: {
    user: SessionUser | null;
    now: Date;
    clientAddress: string;
    /** The campaign the booker arrived from today (see campaign attribution). */
    campaign?: CampaignTag | null;
  },
): Promise<BookingOutcome> {
  const chosen = await choosePaidSlot(services, payload, context.now);
  if (!chosen.ok) return chosen.refusal;
  const { slot } = chosen;
  const reading = readCard(services.payments, payload, context.now);
  if (!reading.ok) return reading;
  const { card } = reading;

  const hold = await holdSlot(services.db, {
    details: {
      name: payload.name,
      email: payload.email,
      phone: payload.phone,
      company: payload.company,
      message: payload.message,
    },
    slot,
    userId: context.user?.id ?? null,
    now: context.now,
    paymentMode: services.payments.paymentMode,
    // A hosted payment holds the slot for half an hour: nobody may hold a whole day unpaid.
    unpaidLimit: card ? undefined : { clientAddress: context.clientAddress },
    campaign: context.campaign,
  });
  if (!hold.ok) return hold.reason === "too-many-holds" ? tooManyHolds : taken;

  const item = paidItem(slot.tier, services.config.siteName);
  return card
    ? chargeAndConfirm(services, hold.id, card, item, context.now)
    : startHostedCheckout(
        services,
        { id: hold.id, tier: slot.tier, email: payload.email },
        item,
        context.now,
      );
}

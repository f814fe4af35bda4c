import { completePostPayment } from "#app/.server/booking/complete-after-payment.ts";
import { completeBookingFlow } from "#app/.server/booking/complete-booking.ts";
import { limitingKey } from "#app/.server/limiting-key.ts";
import { campaignOfRequest } from "#app/.server/web/campaign-visit.ts";
import { clientAddress } from "#app/.server/web/client-address.ts";
import { answered, jsonPost, refused } from "#app/.server/web/json-endpoint.ts";
import { RATE_LIMITS } from "#app/.server/web/rate-limit-rules.ts";
import { getSessionUser } from "#app/.server/web/session.ts";
import { CompleteBookingPayloadSchema } from "#app/schemas/booking.ts";

/**
 * POST /api/functions/complete-consultation-booking (the address booking clients call): the booking
 * flow's payload, or the post-payment pages' payload (recognised by its `sessionId`). Answers
 * `{ ok, booking }` or `{ ok, checkoutUrl }` on success and `{ error, code? }` otherwise; card
 * fields are never part of an answer.
 */
const endpoint = jsonPost({
  schema: CompleteBookingPayloadSchema,
  invalid: "Send the booking as a JSON object",
  rateLimit: RATE_LIMITS.consultationBooking,
  handle: async (input, { request, services }) => {
    const user = await getSessionUser(request, services);
    const now = new Date();
    const campaign = await campaignOfRequest(request, services, now);
    const outcome =
      "sessionId" in input
        ? await completePostPayment(services, input, { user, now, campaign })
        : await completeBookingFlow(services, input, {
            user,
            now,
            campaign,
            // An IPv6 client holds a whole /64: its holds count together.
            clientAddress: limitingKey(clientAddress(request)),
          });
    if (!outcome.ok) return refused(outcome.status, outcome.error, { code: outcome.code });
    if ("checkoutUrl" in outcome) return answered({ checkoutUrl: outcome.checkoutUrl });
    const { booking } = outcome;
    return answered({
      booking: {
        id: booking.id,
        consultationType: booking.tier,
        consultationPrice: booking.priceCents / 100,
        consultationDuration: booking.durationMinutes,
        startsAt: booking.startsAt,
        timezone: booking.timezone,
        email: booking.email,
        cardLast4: booking.cardLast4,
      },
    });
  },
});

export const action = endpoint.action;
export const loader = endpoint.loader;

import { data } from "react-router";
import { completePostPayment } from "#app/.server/booking/complete-after-payment.ts";
import { completeBookingFlow } from "#app/.server/booking/complete-booking.ts";
import { limitingKey } from "#app/.server/limiting-key.ts";
import { clientAddress } from "#app/.server/web/client-address.ts";
import { readJsonObject } from "#app/.server/web/json-body.ts";
import { getSessionUser } from "#app/.server/web/session.ts";
import {
  allowBookingAttempt,
  TOO_MANY_BOOKINGS,
} from "#app/routes/booking/booking-limit.server.ts";
import { BookingFlowPayloadSchema, PostPaymentPayloadSchema } from "#app/schemas/booking.ts";
import type { Route } from "./+types/api-complete-booking";

const noStore = { "Cache-Control": "no-store" };

function refuse(status: number, error: string) {
  return data({ error }, { status, headers: noStore });
}

/** Only POST: a GET of this URL is answered like any other unsupported method. */
export function loader() {
  return refuse(405, "Use POST");
}

/**
 * POST /api/functions/complete-consultation-booking (the address booking clients call): the booking
 * flow's payload, or the post-payment pages' payload (recognised by its `sessionId`). Answers
 * `{ booking }` or `{ checkoutUrl }` on success and `{ error }` otherwise; card fields are
 * never part of an answer.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  const body = await readJsonObject(request);
  if (!body) return refuse(400, "Send the booking as a JSON object");

  if (!(await allowBookingAttempt(services, request))) return refuse(429, TOO_MANY_BOOKINGS);

  const user = await getSessionUser(request, services);
  const now = new Date();
  const postPayment = "sessionId" in body;
  const parsed = postPayment
    ? PostPaymentPayloadSchema.safeParse(body)
    : BookingFlowPayloadSchema.safeParse(body);
  if (!parsed.success) {
    return refuse(400, parsed.error.issues[0]?.message ?? "Invalid booking");
  }
  const outcome =
    "sessionId" in parsed.data
      ? await completePostPayment(services, parsed.data, { user, now })
      : await completeBookingFlow(
          services,
          parsed.data as Parameters<typeof completeBookingFlow>[1],
          // An IPv6 client holds a whole /64: its holds count together.
          { user, now, clientAddress: limitingKey(clientAddress(request)) },
        );
  if (!outcome.ok) {
    return data(
      { error: outcome.error, ...(outcome.code ? { code: outcome.code } : {}) },
      { status: outcome.status, headers: noStore },
    );
  }
  if ("checkoutUrl" in outcome)
    return data({ checkoutUrl: outcome.checkoutUrl }, { headers: noStore });
  const { booking } = outcome;
  return data(
    {
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
    },
    { headers: noStore },
  );
}

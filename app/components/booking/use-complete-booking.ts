import { useState } from "react";
import { toast } from "#app/components/ui/toast.tsx";
import type { Booked } from "#app/lib/booking/booking-state.ts";
import { TIERS, type TierKey } from "#app/lib/booking/tiers.ts";
import type { TimezoneKey } from "#app/lib/booking/timezones.ts";

/** What both booking pages send: the tier and the chosen slot, plus their own fields. */
export type BookingRequest = {
  tier: TierKey;
  date: string;
  time: string;
  timezone: TimezoneKey;
  /** The booking flow's details and card, or the post-payment page's session. */
  extra: Record<string, string | null>;
};

async function postBooking(request: BookingRequest) {
  const tier = TIERS[request.tier];
  // Zod reads the answer; it loads while the request is under way, not with the page.
  const answerReader = import("./booking-answer.ts");
  const response = await fetch("/api/functions/complete-consultation-booking", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      ...request.extra,
      consultationType: request.tier,
      consultationPrice: tier.priceUsd,
      consultationDuration: tier.durationMinutes,
      scheduledDate: request.date,
      scheduledTime: request.time,
      timezone: request.timezone,
    }),
  });
  const body = await response.json().catch(() => null);
  const { readBookingAnswer } = await answerReader;
  return readBookingAnswer(response.ok, body);
}

/**
 * Sends the chosen slot to the booking endpoint from the page, for the booking flow and the
 * post-payment scheduling page alike. A hosted payment goes on to the provider's page; a time
 * someone else took first is said, cleared by `onTaken`, and `refresh` changes so the day's times
 * are read again; any other refusal shows `failed`.
 */
export function useCompleteBooking(messages: {
  succeeded: string;
  failed: string;
  onTaken: () => void;
  onBooked: (booking: Booked) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [refresh, setRefresh] = useState(0);

  async function complete(request: BookingRequest) {
    setBusy(true);
    try {
      const answer = await postBooking(request);
      if (!answer || "error" in answer) {
        if (answer?.code === "slot_taken") {
          toast.error(answer.error);
          messages.onTaken();
          setRefresh((value) => value + 1);
        } else {
          toast.error(messages.failed);
        }
        return;
      }
      if ("checkoutUrl" in answer) {
        window.location.assign(answer.checkoutUrl);
        return;
      }
      messages.onBooked(answer.booking);
      toast.success(messages.succeeded);
    } catch {
      toast.error(messages.failed);
    } finally {
      setBusy(false);
    }
  }

  return { busy, refresh, complete };
}

import { useEffect, useState } from "react";
import type { DaySlot, DaySlots } from "#app/lib/booking/booking-state.ts";
import type { TierKey } from "#app/lib/booking/tiers.ts";

/**
 * The day's slots from the server (its clock, its bookings); refetched when asked to. A page the
 * server drew for a chosen day (no JavaScript) passes those slots as `initial`.
 */
export function useDaySlots(
  date: string | null,
  tier: TierKey,
  refresh: number,
  initial: DaySlots | null = null,
) {
  const [state, setState] = useState<{ slots: DaySlot[]; loading: boolean; error: boolean }>({
    slots: initial && initial.date === date ? initial.slots : [],
    loading: false,
    error: false,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: refresh is a trigger to refetch
  useEffect(() => {
    if (!date) {
      setState({ slots: [], loading: false, error: false });
      return;
    }
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true, error: false }));
    fetch(`/api/consultation/slots?date=${date}&type=${tier}`, { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : Promise.reject(response.status)))
      .then((body: { slots: DaySlot[] }) =>
        setState({ slots: body.slots, loading: false, error: false }),
      )
      .catch(() => {
        if (!controller.signal.aborted) setState({ slots: [], loading: false, error: true });
      });
    return () => controller.abort();
  }, [date, tier, refresh]);
  return state;
}

import type { AppServices } from "#app/.server/services.ts";
import { redirectWithToast } from "./toast.ts";

/**
 * An admin's refund that did not happen, back on the list: the provider's own reason when it
 * refused, otherwise why there was nothing to refund (`cannot`).
 */
export function refundNotMade(
  services: AppServices,
  path: string,
  outcome: { reason: "refund-refused"; message: string } | { reason: string },
  cannot: { title: string; description: string },
) {
  return redirectWithToast(services, path, {
    type: "error",
    ...("message" in outcome
      ? { title: "Nothing was refunded or changed", description: outcome.message }
      : cannot),
  });
}

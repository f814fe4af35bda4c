import { campaignOfVisit } from "#app/.server/analytics/attribution.ts";
import type { CampaignTag } from "#app/.server/attribution/conversion-record.ts";
import type { AppServices } from "#app/.server/services.ts";
import { CLIENT_IP_HEADER } from "#app/.server/web/client-address.ts";

/**
 * The campaign the sender of this request arrived from today, if any, for a conversion made by
 * it: the same address (the one Express trusted) and headers the collection endpoint hashes.
 */
export function campaignOfRequest(
  request: Request,
  services: AppServices,
  now: Date = new Date(),
): Promise<CampaignTag | null> {
  return campaignOfVisit(
    services,
    {
      headers: Object.fromEntries(request.headers),
      address: request.headers.get(CLIENT_IP_HEADER) ?? "",
    },
    now,
  );
}

import type { Config } from "#app/.server/config.ts";
import type { PaymentMode } from "#app/lib/payment-mode.ts";
import type { PublicConfig } from "#app/lib/public-config.ts";

/** `paymentMode` is the active provider's: the site says so on every page while it is "test". */
export function toPublicConfig(config: Config, paymentMode: PaymentMode): PublicConfig {
  const social = Object.fromEntries(
    Object.entries(config.social).filter(([, url]) => Boolean(url)),
  ) as Config["social"];
  return {
    siteName: config.siteName,
    publicUrl: config.publicUrl,
    emails: config.emails,
    social,
    external: config.external,
    testPayments: paymentMode === "test",
  };
}

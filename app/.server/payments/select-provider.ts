import type { Config } from "#app/.server/config.ts";
import type { PaymentProvider } from "./provider.ts";
import { createStripePaymentProvider } from "./stripe-provider.ts";
import { createTestPaymentProvider } from "./test-provider.ts";
import { createUnavailablePaymentProvider } from "./unavailable-provider.ts";

/** The provider the configuration chose (see `paymentProvider` in config.ts). */
export function createPaymentProvider(
  config: Pick<Config, "paymentProvider" | "stripe">,
): PaymentProvider {
  if (config.paymentProvider === "test") return createTestPaymentProvider();
  if (config.paymentProvider === "stripe" && config.stripe) {
    return createStripePaymentProvider(config.stripe);
  }
  return createUnavailablePaymentProvider();
}

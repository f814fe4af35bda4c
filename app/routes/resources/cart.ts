import { mergeIntoServerCart, replaceServerCart } from "#app/.server/catalog/server-cart.ts";
import { answered, memberJsonPost } from "#app/.server/web/json-endpoint.ts";
import { CartSyncSchema } from "#app/schemas/cart-sync.ts";

/**
 * The signed-in member's cart on the server. The browser merges its cart in on sign-in and then
 * mirrors every change, so the cart follows the member from device to device.
 */
const endpoint = memberJsonPost({
  schema: CartSyncSchema,
  invalid: "That cart could not be read",
  signedOut: "Please sign in",
  handle: async ({ intent, lines }, { services, caller: user }) => {
    if (intent === "replace") {
      await replaceServerCart(services.db, user.id, lines);
      return answered();
    }
    return answered({ lines: await mergeIntoServerCart(services.db, user.id, lines) });
  },
});

export const action = endpoint.action;
export const loader = endpoint.loader;

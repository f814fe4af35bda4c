import { data } from "react-router";
import { mergeIntoServerCart, replaceServerCart } from "#app/.server/catalog/server-cart.ts";
import { readJsonObject } from "#app/.server/web/json-body.ts";
import { getSessionUser } from "#app/.server/web/session.ts";
import { CartSyncSchema } from "#app/schemas/cart-sync.ts";
import type { Route } from "./+types/cart";

/**
 * The signed-in member's cart on the server. The browser merges its cart in on sign-in and then
 * mirrors every change, so the cart follows the member from device to device.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  const user = await getSessionUser(request, services);
  if (!user) return data({ error: "Please sign in" }, { status: 401 });
  const parsed = CartSyncSchema.safeParse(await readJsonObject(request));
  if (!parsed.success) return data({ error: "That cart could not be read" }, { status: 400 });
  const { intent, lines } = parsed.data;
  if (intent === "replace") {
    await replaceServerCart(services.db, user.id, lines);
    return { ok: true };
  }
  return { lines: await mergeIntoServerCart(services.db, user.id, lines) };
}

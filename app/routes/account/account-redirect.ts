import { redirect } from "react-router";
import { getSessionUser } from "#app/.server/web/session.ts";
import type { Route } from "./+types/account-redirect";

/** "/account" is linked from shared chrome: a member's account is their profile. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getSessionUser(request, context.services);
  return redirect(user ? "/profile" : `/auth?redirectTo=${encodeURIComponent("/profile")}`);
}

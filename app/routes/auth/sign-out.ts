import { redirect } from "react-router";
import { withSetCookies } from "#app/.server/web/set-cookies.ts";
import type { Route } from "./+types/sign-out";

/** Ends the session on the server and clears its cookie; reached by a plain form post. */
export async function action({ request, context }: Route.ActionArgs) {
  const response = await context.services.auth.api
    .signOut({ headers: request.headers, asResponse: true })
    .catch(() => null);
  return redirect("/", { headers: withSetCookies(response?.headers.getSetCookie() ?? []) });
}

export function loader() {
  return redirect("/");
}

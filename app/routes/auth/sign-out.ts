import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";

/** Ends the session on the server and clears its cookie; reached by a plain form post. */
export async function action({ request, context }: Route.ActionArgs) {
  const headers = new Headers();
  const response = await context.services.auth.api
    .signOut({ headers: request.headers, asResponse: true })
    .catch(() => null);
  for (const cookie of response?.headers.getSetCookie() ?? []) headers.append("Set-Cookie", cookie);
  return redirect("/", { headers });
}

export function loader() {
  return redirect("/");
}

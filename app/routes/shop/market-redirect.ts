import { redirect } from "react-router";
import type { Route } from "./+types/market-redirect";

/** The old marketplace address: everything it offered lives in the shop now. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(`/shop${new URL(request.url).search}`, 301);
}

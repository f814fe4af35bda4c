import { redirect } from "react-router";

/** "/academy" is linked from shared chrome; the academy's page is /rising-stars-academy. */
export function loader() {
  return redirect("/rising-stars-academy", 301);
}

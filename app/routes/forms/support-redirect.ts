import { redirect } from "react-router";

/** /support is the contact page with the general-support form open. */
export function loader() {
  return redirect("/communication-beacon?inquiry=general");
}

import { data, redirect } from "react-router";
import { readFormData } from "#app/.server/submissions/form-body.ts";
import { themeCookie } from "#app/.server/theme.ts";
import { safeRedirectPath } from "#app/lib/safe-redirect.ts";
import type { Route } from "./+types/theme";

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const theme = form.get("theme");
  if (theme !== "dark" && theme !== "light") {
    return data({ error: "Choose dark or light" }, { status: 400 });
  }
  const secure = context.services.config.publicUrl.startsWith("https:");
  const headers = { "Set-Cookie": themeCookie(theme, secure) };
  // Without JavaScript the form posts here directly: send the visitor back where they were.
  const returnTo = form.get("returnTo");
  if (typeof returnTo === "string") throw redirect(safeRedirectPath(returnTo), { headers });
  return data({ theme }, { headers });
}

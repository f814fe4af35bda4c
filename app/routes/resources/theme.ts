import { data, redirect } from "react-router";
import { invalidForm, parseFormPost } from "#app/.server/web/form-post.ts";
import { themeCookie } from "#app/.server/web/theme.ts";
import { safeRedirectPath } from "#app/lib/safe-redirect.ts";
import { ThemeChoiceSchema } from "#app/schemas/theme.ts";
import type { Route } from "./+types/theme";

export async function action({ request, context }: Route.ActionArgs) {
  const submission = await parseFormPost(request, ThemeChoiceSchema);
  if (submission.status !== "success") return invalidForm(submission);
  const { theme, returnTo } = submission.value;
  const secure = context.services.config.publicUrl.startsWith("https:");
  const headers = { "Set-Cookie": themeCookie(theme, secure) };
  // Without JavaScript the form posts here directly: send the visitor back where they were.
  if (returnTo !== undefined) throw redirect(safeRedirectPath(returnTo), { headers });
  return data({ theme }, { headers });
}

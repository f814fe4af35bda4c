import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { readFormData } from "#app/.server/submissions/form-body.ts";
import { themeCookie } from "#app/.server/theme.ts";
import { safeRedirectPath } from "#app/lib/safe-redirect.ts";
import { ThemeChoiceSchema } from "#app/schemas/theme.ts";
import type { Route } from "./+types/theme";

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await readFormData(request), { schema: ThemeChoiceSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const { theme, returnTo } = submission.value;
  const secure = context.services.config.publicUrl.startsWith("https:");
  const headers = { "Set-Cookie": themeCookie(theme, secure) };
  // Without JavaScript the form posts here directly: send the visitor back where they were.
  if (returnTo !== undefined) throw redirect(safeRedirectPath(returnTo), { headers });
  return data({ theme }, { headers });
}

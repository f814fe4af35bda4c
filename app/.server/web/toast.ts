import { redirect } from "react-router";
import { z } from "zod";
import type { AppServices } from "#app/.server/services.ts";
import { signedCookie } from "#app/.server/web/signed-cookie.ts";

const ToastSchema = z.object({
  type: z.enum(["success", "error", "info"]).default("success"),
  title: z.string(),
  description: z.string().optional(),
  /**
   * What the visitor typed into a form that was refused after a redirect (without JavaScript the
   * page comes back fresh), so the form shows it again. Never a password or a card field.
   */
  draft: z.record(z.string(), z.string().max(254)).optional(),
});
export type Toast = z.infer<typeof ToastSchema>;

function toastCookie(services: AppServices) {
  return signedCookie("toast", services);
}

/** Post/redirect/get with a message: the next page shows the toast once. */
export async function redirectWithToast(
  services: AppServices,
  url: string,
  toast: Toast,
  init: ResponseInit = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastCookie(services).serialize(toast));
  return redirect(url, { ...init, headers });
}

/** The pending toast, if any, and the header that clears it. */
export async function readToast(
  request: Request,
  services: AppServices,
): Promise<{ toast: Toast | null; clearHeader: string | null }> {
  const cookie = toastCookie(services);
  const raw = await cookie.parse(request.headers.get("cookie"));
  if (raw === null || raw === undefined) return { toast: null, clearHeader: null };
  const parsed = ToastSchema.safeParse(raw);
  const clearHeader = await cookie.serialize("", { maxAge: 0 });
  return { toast: parsed.success ? parsed.data : null, clearHeader };
}

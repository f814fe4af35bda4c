import { data } from "react-router";
import { parseFormPost } from "#app/.server/web/form-post.ts";
import { requireAdmin } from "#app/.server/web/session.ts";
import { PostFormSchema } from "#app/schemas/post-form.ts";
import type { Route } from "./+types/post-autosave";
import { editPostAs } from "./post-actions.server.ts";

/**
 * The editor's saves while typing: the same form and rules as the page's own save, answered as
 * JSON (`{ ok, savedAt }` or `{ error }`) so the page keeps its place, its focus and its text.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { services } = context;
  const admin = await requireAdmin(request, services);
  const submission = await parseFormPost(request, PostFormSchema);
  if (submission.status !== "success") {
    const [message] = Object.values(submission.error ?? {}).flat();
    return data({ error: message ?? "This could not be saved" }, { status: 400 });
  }
  if (submission.value.intent !== "autosave") {
    return data({ error: "Only autosaves are sent here" }, { status: 400 });
  }
  const outcome = await editPostAs(services, admin, params.id, submission.value);
  if (!outcome.ok) {
    return outcome.reason === "not-found"
      ? data({ error: "This post was deleted" }, { status: 404 })
      : data({ error: outcome.message, field: outcome.field }, { status: 409 });
  }
  return { ok: true as const, savedAt: outcome.post.updatedAt.toISOString() };
}

export function loader() {
  return data({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
}

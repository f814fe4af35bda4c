import type { AuditDetails } from "#app/.server/audit/audit-log.ts";
import type { SessionUser } from "#app/.server/auth.ts";
import { applyPostEdit, type EditOutcome } from "#app/.server/posts/post-commands.ts";
import type { PostEditor } from "#app/.server/posts/post-revisions.ts";
import type { AppServices } from "#app/.server/services.ts";
import { auditAdminAction } from "#app/.server/web/admin-audit.ts";
import type { PostForm } from "#app/schemas/post-form.ts";

/** The admin as a post's history names them. */
export function postEditorOf(admin: SessionUser): PostEditor {
  const name = [admin.firstName, admin.lastName].filter(Boolean).join(" ");
  return { id: admin.id, name: name || admin.email };
}

/** The editor's form applied to the post by this admin, now. */
export function editPostAs(
  services: AppServices,
  admin: SessionUser,
  id: string,
  form: PostForm,
): Promise<EditOutcome> {
  return applyPostEdit(services, { id, form, editor: postEditorOf(admin), now: new Date() });
}

const EVENT_ACTIONS = {
  published: "post.publish",
  scheduled: "post.schedule",
  unpublished: "post.unpublish",
} as const;

/**
 * Writes what a save on purpose did to the audit log: the edit when the post changed, then any
 * change of status. Autosaves are not logged (typing would flood the log); the post's revisions
 * keep them, with who and when.
 */
export async function auditPostEdit(
  services: AppServices,
  request: Request,
  admin: SessionUser,
  outcome: Extract<EditOutcome, { ok: true }>,
  action: "post.update" | "post.restore",
): Promise<void> {
  const { post } = outcome;
  const target = post.slug;
  if (outcome.changed) {
    const details: AuditDetails = { title: post.title };
    if (outcome.movedFrom) details.movedFrom = outcome.movedFrom;
    await auditAdminAction(services.db, request, admin, { action, target, details });
  }
  if (outcome.event) {
    const details: AuditDetails = { title: post.title };
    if (post.scheduledFor) details.scheduledFor = post.scheduledFor.toISOString();
    await auditAdminAction(services.db, request, admin, {
      action: EVENT_ACTIONS[outcome.event],
      target,
      details,
    });
  }
}

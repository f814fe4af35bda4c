import { desc } from "drizzle-orm";
import type { Database } from "#app/.server/db/client.ts";
import { auditLog } from "#app/.server/db/security-schema.ts";

/** Every kind of entry, with the words the log shows for it. */
const AUDIT_ACTIONS = {
  "user.roles": "Changed roles",
  "user.suspend": "Suspended account",
  "user.restore": "Restored account",
  "user.two-factor-off": "Removed two-step verification",
  "security.clear-lock": "Cleared sign-in lock",
  "settings.save": "Saved site settings",
  "product.create": "Created product",
  "product.update": "Edited product",
  "product.toggle": "Changed product flag",
  "outbox.reset-link-read": "Read a password reset link",
  "backup.create": "Made a backup",
  "backup.download": "Downloaded a backup",
  "booking.cancel": "Cancelled and refunded a booking",
  "availability.calendar": "Changed a calendar's name or booking limits",
  "availability.hours": "Changed a calendar's weekly hours",
  "availability.override-add": "Added days off or other hours",
  "availability.override-remove": "Removed days off or other hours",
  "availability.tiers": "Changed which calendar serves each tier",
  "order.fulfil": "Marked an order as sent",
  "order.refund": "Refunded an order",
  "post.create": "Started a post",
  "post.update": "Edited post",
  "post.publish": "Published post",
  "post.schedule": "Scheduled post",
  "post.unpublish": "Unpublished post",
  "post.restore": "Restored a post revision",
  "post.delete": "Deleted post",
  "media.upload": "Uploaded an image",
  "media.alt": "Described an image",
  "media.delete": "Deleted an image",
  "newsletter.erase": "Erased a newsletter subscriber",
  "campaign.create": "Started a campaign",
  "campaign.update": "Edited campaign",
  "campaign.test": "Sent a campaign test",
  "campaign.send": "Sent campaign",
  "campaign.schedule": "Scheduled campaign",
  "campaign.pause": "Paused campaign",
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;
export type AuditDetails = Record<string, string | number | boolean>;

/** Who acted: an admin's account, or the operator at the command line (no account, no address). */
export type AuditActor = { id: string | null; email: string };

export const COMMAND_LINE_ACTOR: AuditActor = { id: null, email: "command line (user:role)" };

/** The job runner, acting on what an admin set up earlier (a scheduled post going live). */
export const SCHEDULER_ACTOR: AuditActor = { id: null, email: "scheduled publishing" };

export async function recordAudit(
  db: Database,
  entry: {
    actor: AuditActor;
    action: AuditAction;
    target: string;
    details?: AuditDetails;
    ipAddress: string | null;
  },
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actor.id,
    actorEmail: entry.actor.email,
    action: entry.action,
    target: entry.target,
    details: entry.details ?? {},
    ipAddress: entry.ipAddress,
  });
}

/** A signed-in admin acting in one request, from the address Express trusted. */
export type AdminActor = { id: string; email: string; ipAddress: string | null };

export type AdminEntry = { action: AuditAction; target: string; details?: AuditDetails };

export function recordAdminAction(db: Database, actor: AdminActor, entry: AdminEntry) {
  return recordAudit(db, {
    ...entry,
    actor: { id: actor.id, email: actor.email },
    ipAddress: actor.ipAddress,
  });
}

export type AuditEntry = {
  id: string;
  actor: string;
  action: string;
  target: string;
  details: AuditDetails;
  ipAddress: string | null;
  createdAt: Date;
};

/** The newest entries first. */
export async function listAuditLog(db: Database, limit = 50): Promise<AuditEntry[]> {
  const rows = await db.select().from(auditLog).orderBy(desc(auditLog.createdAt)).limit(limit);
  return rows.map((row) => ({
    id: row.id,
    actor: row.actorEmail,
    action: AUDIT_ACTIONS[row.action as AuditAction] ?? row.action,
    target: row.target,
    details: row.details,
    ipAddress: row.ipAddress,
    createdAt: row.createdAt,
  }));
}

import { queuePush } from "#app/.server/notifications/push-channel.ts";
import { adminIds } from "#app/.server/notifications/push-subscriptions.ts";
import type { AppServices } from "#app/.server/services.ts";

/**
 * Tells the team that something arrived, with a link to the admin inbox: by mail to the operations
 * address and by push to admins who turned it on. Nothing the visitor typed goes into either: the
 * inbox shows it, escaped, to signed-in admins only.
 */
export async function notifyTeam(
  services: AppServices,
  what: { subject: string; type: string },
): Promise<void> {
  const { config, mailer, logger } = services;
  const path = `/admin/submissions?type=${what.type}`;
  // The submission is stored whatever happens to the notices; the inbox still shows it.
  const failed = (error: unknown) => logger.error({ err: error }, "team notification failed");
  await mailer
    .send({
      to: config.emails.operations,
      subject: what.subject,
      text: `${what.subject}. Read it in the admin inbox: ${config.publicUrl}${path}`,
    })
    .catch(failed);
  await adminIds(services.db)
    .then((admins) =>
      queuePush(services, admins, {
        title: what.subject,
        body: "Read it in the admin inbox.",
        url: path,
      }),
    )
    .catch(failed);
}

import type { NotifyServices } from "./notify-services.ts";
import { queuePush } from "./push-channel.ts";
import { adminIds } from "./push-subscriptions.ts";

/**
 * Last night's backup did not restore as it should: the operations address gets the details by
 * e-mail and every admin a push, since a backup nobody can restore protects nothing.
 */
export async function restoreDrillFailed(
  services: NotifyServices,
  failure: { backup: string; error: string },
): Promise<void> {
  const { siteName, publicUrl, emails } = services.config;
  await services.mailer
    .send({
      to: emails.operations,
      subject: `${siteName}: a backup failed its restore drill`,
      text: [
        `The backup ${failure.backup} was restored into a scratch database to check it, and the check failed:`,
        failure.error,
        `Make a new backup now and look at the backups page: ${publicUrl}/admin/backups`,
        siteName,
      ].join("\n\n"),
    })
    .catch((error: unknown) =>
      services.logger.error({ err: error }, "could not mail the failed restore drill"),
    );
  await queuePush(services, await adminIds(services.db), {
    title: "Backup failed its restore drill",
    body: `${failure.backup} did not restore as it should.`,
    url: "/admin/backups",
  });
}

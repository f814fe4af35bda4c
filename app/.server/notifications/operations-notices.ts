import type { NotifyServices } from "./notify-services.ts";
import { queuePush } from "./push-channel.ts";
import { adminIds } from "./push-subscriptions.ts";

/** The operations address gets the details by e-mail, and every admin a push. */
async function tellOperations(
  services: NotifyServices,
  notice: { subject: string; paragraphs: string[]; push: { title: string; body: string } },
): Promise<void> {
  const { siteName, publicUrl, emails } = services.config;
  await services.mailer
    .send({
      to: emails.operations,
      subject: `${siteName}: ${notice.subject}`,
      text: [
        ...notice.paragraphs,
        `Look at the backups page: ${publicUrl}/admin/backups`,
        siteName,
      ].join("\n\n"),
    })
    .catch((error: unknown) =>
      services.logger.error({ err: error, notice: notice.subject }, "could not mail the notice"),
    );
  await queuePush(services, await adminIds(services.db), { ...notice.push, url: "/admin/backups" });
}

/** Last night's backup did not restore as it should: a backup nobody can restore protects nothing. */
export function restoreDrillFailed(
  services: NotifyServices,
  failure: { backup: string; error: string },
): Promise<void> {
  return tellOperations(services, {
    subject: "a backup failed its restore drill",
    paragraphs: [
      `The backup ${failure.backup} was restored into a scratch database to check it, and the check failed:`,
      failure.error,
      "Make a new backup now.",
    ],
    push: {
      title: "Backup failed its restore drill",
      body: `${failure.backup} did not restore as it should.`,
    },
  });
}

/** A backup exists only on this machine: losing the machine would lose it too. */
export function backupUploadFailed(
  services: NotifyServices,
  failure: { backup: string; location: string; error: string },
): Promise<void> {
  return tellOperations(services, {
    subject: "a backup was not copied off-site",
    paragraphs: [
      `The backup ${failure.backup} was made, but its copy could not be written to ${failure.location}:`,
      failure.error,
      "Check the S3_* settings and the bucket, then make a new backup.",
    ],
    push: {
      title: "Backup not copied off-site",
      body: `${failure.backup} is only on the server's disk.`,
    },
  });
}

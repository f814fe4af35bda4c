import type { AppServices } from "#app/.server/services.ts";

/**
 * Tells the team that something arrived, with a link to the admin inbox. Nothing the visitor typed
 * goes into the mail: the inbox shows it, escaped, to signed-in admins only.
 */
export async function notifyTeam(
  services: AppServices,
  what: { subject: string; type: string },
): Promise<void> {
  const { config, mailer, logger } = services;
  const url = `${config.publicUrl}/admin/submissions?type=${what.type}`;
  try {
    await mailer.send({
      to: config.emails.operations,
      subject: what.subject,
      text: `${what.subject}. Read it in the admin inbox: ${url}`,
    });
  } catch (error) {
    // The submission is stored whatever happens to the mail; the inbox still shows it.
    logger.error({ err: error }, "team notification failed");
  }
}

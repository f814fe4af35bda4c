import type { MailMessage } from "#app/.server/mail/send.ts";
import { getSiteSettings } from "#app/.server/settings.ts";
import type { NotifyServices } from "./notify-services.ts";
import { unsubscribeUrl, wantsActivityMail } from "./preferences.ts";

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The mail with its one-click unsubscribe: the headers mail clients act on (RFC 8058: they POST
 * `List-Unsubscribe=One-Click` to the URL) and the same link at the foot for a reader.
 */
export function withUnsubscribe(mail: MailMessage, url: string): MailMessage {
  const note = "You get this because activity e-mails are on for this address.";
  return {
    ...mail,
    text: `${mail.text}\n\n${note} Stop them: ${url}`,
    html: mail.html
      ? `${mail.html}<p>${note} <a href="${escapeHtml(url)}">Unsubscribe</a></p>`
      : undefined,
    headers: {
      ...mail.headers,
      "List-Unsubscribe": `<${url}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/**
 * Sends an activity e-mail (a reminder, a booking or order change) unless the site has e-mail
 * notifications off or the address opted out; answers whether it went. Account and security mail
 * never comes here. A transport failure is the caller's: a job retries, a request logs it.
 */
export async function sendActivityMail(
  services: NotifyServices,
  mail: MailMessage,
): Promise<boolean> {
  const { db, config, linkSecrets } = services;
  const settings = await getSiteSettings(db, config);
  if (!settings.emailNotifications || !(await wantsActivityMail(db, mail.to))) return false;
  await services.mailer.send(
    withUnsubscribe(mail, unsubscribeUrl(config.publicUrl, linkSecrets, mail.to)),
  );
  return true;
}

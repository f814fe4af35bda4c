import type { MailMessage } from "#app/.server/mail/send.ts";
import { CONFIRM_LINK_DAYS } from "./tokens.ts";

type NewsletterMail = { to: string; siteName: string; unsubscribeUrl: string };

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Every newsletter mail carries the one-click unsubscribe link in its body and in the headers mail
 * clients read (RFC 2369 and RFC 8058). Only our own words and links: nothing a visitor typed.
 */
function newsletterMail(
  subject: string,
  paragraphs: string[],
  action: { label: string; url: string } | null,
  mail: NewsletterMail,
): MailMessage {
  const footer = `Unsubscribe: ${mail.unsubscribeUrl}`;
  const text = [
    ...paragraphs,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    mail.siteName,
    footer,
  ].join("\n\n");
  const link = (url: string, label: string) =>
    `<a href="${escapeHtml(encodeURI(url))}">${escapeHtml(label)}</a>`;
  const html = [
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...(action ? [`<p>${link(action.url, action.label)}</p>`] : []),
    `<p>${escapeHtml(mail.siteName)}</p>`,
    `<p><small>${link(mail.unsubscribeUrl, "Unsubscribe")}</small></p>`,
  ].join("");
  return {
    to: mail.to,
    subject,
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${mail.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

export function confirmSubscriptionMail(mail: NewsletterMail & { confirmUrl: string }) {
  return newsletterMail(
    `Confirm your Stellar Dispatch subscription`,
    [
      "Someone asked to receive the Stellar Dispatch at this address.",
      `Confirm the subscription to start receiving it; the link works for ${CONFIRM_LINK_DAYS} days. If it was not you, ignore this e-mail and nothing will be sent.`,
    ],
    { label: "Confirm my subscription", url: mail.confirmUrl },
    mail,
  );
}

export function welcomeMail(mail: NewsletterMail & { newsletterUrl: string }) {
  return newsletterMail(
    "Welcome to Stellar Dispatch!",
    [
      "Your subscription is confirmed.",
      "Expect exclusive updates, early access to launches, tech guides and news from the Collective.",
    ],
    { label: "Visit the Stellar Dispatch", url: mail.newsletterUrl },
    mail,
  );
}

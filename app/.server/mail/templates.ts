import type { MailMessage } from "#app/.server/mail/send.ts";
import { type PaymentMode, TEST_PAYMENT_NOTE } from "#app/lib/payment-mode.ts";

type LinkMail = { to: string; url: string; siteName: string };

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Mails carry only our own words and links: nothing a visitor typed is echoed back. */
function linkMail(subject: string, intro: string, action: string, mail: LinkMail): MailMessage {
  const text = `${intro}\n\n${action}: ${mail.url}\n\nThe link works once and expires in 1 hour. If you did not ask for this, ignore this e-mail.\n\n${mail.siteName}`;
  const href = escapeHtml(encodeURI(mail.url));
  const html = `<p>${intro}</p><p><a href="${href}">${action}</a></p><p>The link works once and expires in 1 hour. If you did not ask for this, ignore this e-mail.</p><p>${escapeHtml(mail.siteName)}</p>`;
  return { to: mail.to, subject, text, html };
}

export function verifyEmailMail(mail: LinkMail): MailMessage {
  return linkMail(
    `Verify your e-mail for ${mail.siteName}`,
    "Welcome to the Collective. Confirm this address to activate your account.",
    "Verify my e-mail",
    mail,
  );
}

/** Marks a mail whose link takes over an account: the outbox shows it only to its addressee. */
export const MAIL_KIND_HEADER = "X-Celestial-Mail";

export function resetPasswordMail(mail: LinkMail): MailMessage {
  return {
    ...linkMail(
      `Reset your ${mail.siteName} password`,
      "Someone asked to reset the password for this account.",
      "Set a new password",
      mail,
    ),
    headers: { [MAIL_KIND_HEADER]: "password-reset" },
  };
}

/** The order receipt: product names from our catalog and amounts, never card numbers. */
export function receiptMail(receipt: {
  to: string;
  siteName: string;
  orderId: string;
  lines: { name: string; quantity: number; unitPriceCents: number }[];
  totalCents: number;
  last4: string | null;
  paymentMode: PaymentMode;
}): MailMessage {
  const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
  const rows = receipt.lines.map(
    (line) => `${line.quantity} × ${line.name} — ${money(line.unitPriceCents * line.quantity)}`,
  );
  const paid = [
    receipt.last4 ? `Paid with the card ending ${receipt.last4}.` : "No payment was needed.",
    receipt.paymentMode === "test" && receipt.last4 ? TEST_PAYMENT_NOTE : null,
  ]
    .filter(Boolean)
    .join(" ");
  const text = `Thank you for your order (${receipt.orderId}).\n\n${rows.join("\n")}\n\nTotal: ${money(receipt.totalCents)}\n${paid}\n\n${receipt.siteName}`;
  const html = `<p>Thank you for your order (${escapeHtml(receipt.orderId)}).</p><ul>${rows.map((row) => `<li>${escapeHtml(row)}</li>`).join("")}</ul><p><strong>Total: ${money(receipt.totalCents)}</strong></p><p>${paid}</p><p>${escapeHtml(receipt.siteName)}</p>`;
  return { to: receipt.to, subject: `Your ${receipt.siteName} order receipt`, text, html };
}

/**
 * Sent instead of a second account: the sign-up form answers the same for a new and a taken
 * address, so only the address's owner learns that someone tried.
 */
export function signUpAttemptMail(mail: {
  to: string;
  signInUrl: string;
  resetUrl: string;
  siteName: string;
}): MailMessage {
  const text = `Someone just tried to create a new ${mail.siteName} account with this e-mail address, which already has one. No new account was made and nothing about your account changed.\n\nIf it was you, sign in at ${mail.signInUrl}\nIf you have forgotten your password, set a new one at ${mail.resetUrl}\n\nIf it was not you, you can ignore this e-mail.\n\n${mail.siteName}`;
  const html = `<p>Someone just tried to create a new ${escapeHtml(mail.siteName)} account with this e-mail address, which already has one. No new account was made and nothing about your account changed.</p><p>If it was you, <a href="${escapeHtml(encodeURI(mail.signInUrl))}">sign in</a>. If you have forgotten your password, <a href="${escapeHtml(encodeURI(mail.resetUrl))}">set a new one</a>.</p><p>If it was not you, you can ignore this e-mail.</p><p>${escapeHtml(mail.siteName)}</p>`;
  return {
    to: mail.to,
    subject: `Someone tried to sign up with your e-mail at ${mail.siteName}`,
    text,
    html,
  };
}

import nodemailer from "nodemailer";
import { parseConnectionUrl } from "nodemailer/lib/shared";
import type { Database } from "#app/.server/db/client.ts";
import { outbox } from "#app/.server/db/schema.ts";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  /** Small text files such as a calendar invitation (.ics). */
  attachments?: { filename: string; contentType: string; content: string }[];
};

export type Mailer = {
  transport: "smtp" | "outbox";
  send: (message: MailMessage) => Promise<void>;
  close: () => void;
};

/** SMTP when a URL is configured, otherwise the outbox table that admins and tests read. */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  db: Database;
}): Mailer {
  const { smtpUrl, from, db } = options;
  if (smtpUrl) {
    // Pooled by default: a campaign sends thousands of mails, each on a connection already open.
    const transporter = nodemailer.createTransport({
      pool: true,
      maxConnections: 8,
      ...parseConnectionUrl(smtpUrl),
    });
    return {
      transport: "smtp",
      send: async (message) => {
        await transporter.sendMail({ from, ...message });
      },
      close: () => transporter.close(),
    };
  }
  return {
    transport: "outbox",
    send: async (message) => {
      await db.insert(outbox).values({
        to: message.to,
        from,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        headers: message.headers ?? {},
        attachments: message.attachments ?? [],
      });
    },
    close: () => {},
  };
}

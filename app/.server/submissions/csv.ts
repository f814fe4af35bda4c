import type { InboxItem } from "./inbox.ts";

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return) as a formula;
 * such a cell gets a leading apostrophe so it is shown as the text the visitor typed (OWASP).
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

export function inboxToCsv(items: InboxItem[]): string {
  const header = ["Type", "Id", "Status", "Received (UTC)", "Name", "Email", "Summary", "Details"];
  const lines = items.map((item) =>
    [
      item.type,
      item.id,
      item.status,
      item.createdAt.toISOString(),
      item.name,
      item.email,
      item.summary,
      item.fields.map(([label, value]) => `${label}: ${value}`).join("\n"),
    ]
      .map(csvCell)
      .join(","),
  );
  return `${[header.map(csvCell).join(","), ...lines].join("\r\n")}\r\n`;
}

import type { MailMessage } from "#app/.server/mail/send.ts";
import type {
  RichTextBlock,
  RichTextDoc,
  RichTextInline,
  RichTextListItem,
} from "#app/schemas/rich-text.ts";

/** What a campaign says, whether written in the editor or taken from a published post. */
export type CampaignContent = {
  subject: string;
  previewText: string;
  doc: RichTextDoc;
  /** The post on the site, when the campaign sends one. */
  readMoreUrl: string | null;
};

export type CampaignFrame = {
  slug: string;
  siteName: string;
  siteUrl: string;
  postalAddress: string;
  viewUrl: string;
  /** Null in the browser view: its page is public, so it carries nobody's token. */
  unsubscribeUrl: string | null;
};

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A link in a campaign: a path becomes an address on the site, and every address on the site says
 * which campaign it came from, so the site's own analytics can count the visit. Links elsewhere
 * are left as they are: other sites learn nothing about our readers.
 */
export function campaignLink(href: string, frame: Pick<CampaignFrame, "siteUrl" | "slug">): string {
  if (/^(mailto:|#)/i.test(href)) return href;
  const url = new URL(href, `${frame.siteUrl}/`);
  if (url.origin !== new URL(frame.siteUrl).origin) return url.href;
  url.searchParams.set("utm_source", "newsletter");
  url.searchParams.set("utm_medium", "email");
  url.searchParams.set("utm_campaign", frame.slug);
  return url.href;
}

type Writer = {
  text: (value: string) => string;
  inline: (nodes: RichTextInline[] | undefined) => string;
  block: (block: RichTextBlock) => string;
};

function htmlWriter(frame: CampaignFrame): Writer {
  const inline = (nodes: RichTextInline[] | undefined) =>
    (nodes ?? [])
      .map((node) => {
        if (node.type === "hardBreak") return "<br>";
        let content = escapeHtml(node.text);
        for (const mark of node.marks ?? []) {
          if (mark.type === "bold") content = `<strong>${content}</strong>`;
          else if (mark.type === "italic") content = `<em>${content}</em>`;
          else if (mark.type === "code") content = `<code>${content}</code>`;
          else
            content = `<a href="${escapeHtml(campaignLink(mark.attrs.href, frame))}">${content}</a>`;
        }
        return content;
      })
      .join("");
  const items = (list: RichTextListItem[]) =>
    list.map((item) => `<li>${item.content.map(block).join("")}</li>`).join("");
  function block(node: RichTextBlock): string {
    switch (node.type) {
      case "heading":
        return `<h${node.attrs.level}>${inline(node.content)}</h${node.attrs.level}>`;
      case "bulletList":
        return `<ul>${items(node.content)}</ul>`;
      case "orderedList":
        return `<ol>${items(node.content)}</ol>`;
      case "blockquote":
        return `<blockquote>${node.content.map(block).join("")}</blockquote>`;
      case "codeBlock":
        return `<pre><code>${escapeHtml((node.content ?? []).map((n) => n.text).join(""))}</code></pre>`;
      case "horizontalRule":
        return "<hr>";
      case "image":
        return `<p><img src="${escapeHtml(new URL(node.attrs.src, `${frame.siteUrl}/`).href)}" alt="${escapeHtml(node.attrs.alt)}" style="max-width:100%;height:auto"></p>`;
      default:
        return `<p>${inline(node.content)}</p>`;
    }
  }
  return { text: escapeHtml, inline, block };
}

function textWriter(frame: CampaignFrame): Writer {
  const inline = (nodes: RichTextInline[] | undefined) =>
    (nodes ?? [])
      .map((node) => {
        if (node.type === "hardBreak") return "\n";
        const link = node.marks?.find((mark) => mark.type === "link");
        return link?.type === "link"
          ? `${node.text} (${campaignLink(link.attrs.href, frame)})`
          : node.text;
      })
      .join("");
  const items = (list: RichTextListItem[], marker: (index: number) => string) =>
    list.map((item, index) => `${marker(index)} ${item.content.map(block).join("\n")}`).join("\n");
  function block(node: RichTextBlock): string {
    switch (node.type) {
      case "heading":
        return inline(node.content).toUpperCase();
      case "bulletList":
        return items(node.content, () => "-");
      case "orderedList":
        return items(node.content, (index) => `${(node.attrs?.start ?? 1) + index}.`);
      case "blockquote":
        return node.content.map((child) => `> ${block(child)}`).join("\n");
      case "codeBlock":
        return (node.content ?? []).map((n) => n.text).join("");
      case "horizontalRule":
        return "---";
      case "image":
        return node.attrs.alt ? `[${node.attrs.alt}]` : "";
      default:
        return inline(node.content);
    }
  }
  return { text: (value) => value, inline, block };
}

/** The body of a campaign as e-mail HTML: our own markup around the editor's checked document. */
export function campaignHtml(content: CampaignContent, frame: CampaignFrame): string {
  const writer = htmlWriter(frame);
  const readMore = content.readMoreUrl
    ? `<p><a href="${escapeHtml(campaignLink(content.readMoreUrl, frame))}">Read it on the site</a></p>`
    : "";
  const unsubscribe = frame.unsubscribeUrl
    ? ` · <a href="${escapeHtml(frame.unsubscribeUrl)}">Unsubscribe</a>`
    : "";
  const address = frame.postalAddress
    ? `<br>${escapeHtml(frame.postalAddress).replaceAll("\n", "<br>")}`
    : "";
  return [
    "<!doctype html>",
    `<html><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="font-family:system-ui,sans-serif;line-height:1.6;max-width:40rem;margin:0 auto;padding:1rem">',
    // The preview text: what an inbox shows after the subject, never shown in the mail itself.
    `<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.previewText)}</div>`,
    `<p><small><a href="${escapeHtml(frame.viewUrl)}">View in browser</a></small></p>`,
    content.doc.content.map(writer.block).join(""),
    readMore,
    `<hr><p><small>${escapeHtml(frame.siteName)}${address}</small></p>`,
    `<p><small>You receive the Stellar Dispatch because you subscribed at ${escapeHtml(frame.siteUrl)}${unsubscribe}</small></p>`,
    "</body></html>",
  ].join("");
}

export function campaignText(content: CampaignContent, frame: CampaignFrame): string {
  const writer = textWriter(frame);
  return [
    `View in browser: ${frame.viewUrl}`,
    ...content.doc.content.map(writer.block).filter(Boolean),
    ...(content.readMoreUrl
      ? [`Read it on the site: ${campaignLink(content.readMoreUrl, frame)}`]
      : []),
    "--",
    [frame.siteName, frame.postalAddress].filter(Boolean).join("\n"),
    `You receive the Stellar Dispatch because you subscribed at ${frame.siteUrl}.`,
    ...(frame.unsubscribeUrl ? [`Unsubscribe: ${frame.unsubscribeUrl}`] : []),
  ].join("\n\n");
}

/** One recipient's copy: HTML and text, and the one-click unsubscribe headers (RFC 2369, 8058). */
export function campaignMail(
  to: string,
  content: CampaignContent,
  frame: CampaignFrame & { unsubscribeUrl: string },
): MailMessage {
  return {
    to,
    subject: content.subject,
    text: campaignText(content, frame),
    html: campaignHtml(content, frame),
    headers: {
      "List-Unsubscribe": `<${frame.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

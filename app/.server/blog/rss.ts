import { rfc822Date } from "#app/lib/dates.ts";
import { escapeXml } from "#app/lib/escape-xml.ts";
import type { PostSummary } from "#app/lib/post-summary.ts";

export type FeedChannel = {
  title: string;
  description: string;
  /** The site's origin without a trailing slash: every link in a feed is absolute. */
  origin: string;
};

/** An RSS 2.0 feed of the posts, newest first, with absolute links and escaped text. */
export function blogRssXml(channel: FeedChannel, posts: PostSummary[]): string {
  const { origin } = channel;
  const newestFirst = [...posts].sort((a, b) => b.date.localeCompare(a.date));
  const items = newestFirst.map((post) => {
    const link = escapeXml(`${origin}/blog/${post.slug}`);
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      `      <pubDate>${rfc822Date(post.date)}</pubDate>`,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      `      <category>${escapeXml(post.category)}</category>`,
      "    </item>",
    ].join("\n");
  });
  const latest = newestFirst[0];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(`${origin}/blog`)}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    "    <language>en</language>",
    `    <atom:link href="${escapeXml(`${origin}/blog/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    ...(latest ? [`    <lastBuildDate>${rfc822Date(latest.date)}</lastBuildDate>`] : []),
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

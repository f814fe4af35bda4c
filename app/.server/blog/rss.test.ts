import { describe, expect, test } from "vitest";
import type { PostSummary } from "#app/lib/post-summary.ts";
import { blogRssXml } from "./rss.ts";

const post = (slug: string, date: string, title: string): PostSummary => ({
  slug,
  title,
  excerpt: "An excerpt long enough for the schema & <friends>.",
  category: "Tech",
  readTime: 5,
  author: "the Founder",
  authorType: "Person",
  date,
  featured: false,
  tags: ["a", "b"],
  cover: null,
});

describe("blog RSS feed", () => {
  const xml = blogRssXml(
    { title: "Blog — A & B", description: "Stories", origin: "https://example.test" },
    [post("older", "2025-01-02", "Older"), post("newer", "2025-03-04", 'Say "hi" <now>')],
  );

  test("escapes text and lists posts newest first with absolute links", () => {
    expect(xml).toContain("<title>Blog — A &amp; B</title>");
    expect(xml).toContain("<title>Say &quot;hi&quot; &lt;now&gt;</title>");
    expect(xml).toContain("schema &amp; &lt;friends&gt;.");
    expect(xml.indexOf("/blog/newer")).toBeLessThan(xml.indexOf("/blog/older"));
    expect(xml).toContain("<link>https://example.test/blog/older</link>");
    expect(xml).toContain("<pubDate>Tue, 04 Mar 2025 00:00:00 GMT</pubDate>");
  });

  test("has no unescaped ampersand anywhere", () => {
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });
});

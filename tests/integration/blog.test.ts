import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { posts } from "#app/.server/db/posts-schema.ts";
import { documentOf, parseXml } from "#tests/support/html.ts";
import { cachedPage } from "#tests/support/page-cache.ts";
import { describeWithApp } from "#tests/support/use-test-app.ts";

describeWithApp("the blog", (app) => {
  test("an unknown post answers 404 with the Post Not Found screen", async () => {
    const response = await app.fetch("/blog/no-such-post");
    expect(response.status).toBe(404);
    const doc = documentOf(await response.text());
    expect(doc.querySelector("h1")?.textContent).toBe("Post Not Found");
    const back = [...doc.querySelectorAll("a")].find((a) => a.textContent === "Back to Blog");
    expect(back?.getAttribute("href")).toBe("/blog");
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
  });

  test("the category filter is a server-rendered link per category", async () => {
    const all = documentOf(await (await app.fetch("/blog")).text());
    const cards = (doc: Document) =>
      [...doc.querySelectorAll('main a[href^="/blog/"]')].map((a) => a.getAttribute("href"));
    expect(cards(all)).toHaveLength(4);
    const filters = [...all.querySelectorAll('nav[aria-label="Categories"] a')];
    expect(filters.map((a) => a.textContent)).toEqual([
      "All",
      "Tech",
      "Wellness",
      "Business",
      "Culture",
    ]);
    expect(filters[0]?.getAttribute("aria-current")).toBe("page");

    const response = await app.fetch("/blog?category=Wellness");
    expect(response.status).toBe(200);
    const wellness = documentOf(await response.text());
    expect(wellness.querySelector("#posts-title")?.textContent).toBe("Wellness Posts");
    expect(cards(wellness)).toEqual(["/blog/cirkyt-sports-tech-wellness"]);
    expect(
      wellness.querySelector('nav[aria-label="Categories"] a[aria-current="page"]')?.textContent,
    ).toBe("Wellness");
  });

  test("a blog card shows at most two tags; the post shows all of them", async () => {
    const list = documentOf(await (await app.fetch("/blog?category=Tech")).text());
    const cardTags = list.querySelectorAll('main article ul[aria-label="Tags"] li');
    expect([...cardTags].map((li) => li.textContent)).toEqual(["Women in Tech", "Leadership"]);
    const post = documentOf(await (await app.fetch("/blog/future-of-tech-is-femme")).text());
    expect(post.querySelectorAll('ul[aria-label="Tags"] li')).toHaveLength(4);
  });

  test("a post carries BlogPosting data and the feed link", async () => {
    const doc = documentOf(await (await app.fetch("/blog/ai-faith-futurism")).text());
    const data = [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? "null") as Record<string, unknown>,
    );
    expect(data).toContainEqual(
      expect.objectContaining({
        "@type": "BlogPosting",
        headline: "AI, Faith and Futurism",
        datePublished: "2025-05-14",
        url: `${app.url}/blog/ai-faith-futurism`,
      }),
    );
    // Without JavaScript, Share is a working e-mail link carrying the post's address.
    const share = [...doc.querySelectorAll("a")].find((a) => a.textContent === "Share");
    expect(share?.getAttribute("href")).toBe(
      `mailto:?subject=${encodeURIComponent("AI, Faith and Futurism")}&body=${encodeURIComponent(`${app.url}/blog/ai-faith-futurism`)}`,
    );
    const feed = doc.querySelector('link[rel="alternate"][type="application/rss+xml"]');
    expect(feed?.getAttribute("href")).toBe(`${app.url}/blog/rss.xml`);
  });

  test("the RSS feed parses and lists the four posts with absolute links", async () => {
    const response = await app.fetch("/blog/rss.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/rss+xml");
    const xml = parseXml(await response.text());
    expect(xml.querySelector("parsererror")).toBeNull();
    expect(xml.documentElement.getAttribute("version")).toBe("2.0");
    const items = [...xml.querySelectorAll("channel > item")];
    expect(items).toHaveLength(4);
    const links = items.map((item) => item.querySelector("link")?.textContent);
    expect(links).toContain(`${app.url}/blog/hackathon-chronicles-48-hours`);
    expect(links.every((link) => link?.startsWith(`${app.url}/blog/`))).toBe(true);
    expect(items[0]?.querySelector("title")?.textContent).toBe("Hackathon Chronicles: 48 Hours");
  });

  test("site search finds a post by its tag, stemmed and in any case", async () => {
    const hits = async (query: string) =>
      JSON.stringify(await (await app.fetch(`/api/search?q=${query}`)).json());
    // "Spirituality" is only a tag of this post: not in its title, excerpt or text.
    expect(await hits("SPIRITUALITIES")).toContain("/blog/ai-faith-futurism");
    expect(await hits("hackathon")).toContain("Hackathon Chronicles: 48 Hours");
  });

  test("the four launch posts come from the database, newest first, with their read times", async () => {
    const list = documentOf(await (await app.fetch("/blog")).text());
    const cards = [...list.querySelectorAll("main article")].map((card) => [
      card.querySelector('a[href^="/blog/"]')?.getAttribute("href"),
      card.textContent?.match(/(\d+) min read/)?.[1],
    ]);
    expect(cards).toEqual([
      ["/blog/hackathon-chronicles-48-hours", "6"],
      ["/blog/ai-faith-futurism", "12"],
      ["/blog/cirkyt-sports-tech-wellness", "8"],
      ["/blog/future-of-tech-is-femme", "5"],
    ]);
    const essays = documentOf(await (await app.fetch("/star-chronicles")).text());
    expect(
      [...essays.querySelectorAll('main a[href^="/blog/"]')].map((a) => a.getAttribute("href")),
    ).toEqual([
      "/blog/future-of-tech-is-femme",
      "/blog/ai-faith-futurism",
      "/blog/hackathon-chronicles-48-hours",
    ]);
    const sitemap = await (await app.fetch("/sitemap.xml")).text();
    expect(sitemap).toContain(`<loc>${app.url}/blog/future-of-tech-is-femme</loc>`);
  });

  test("a post's body is drawn from its stored structure: headings, lists, quotes, the site's name", async () => {
    const post = documentOf(await (await app.fetch("/blog/future-of-tech-is-femme")).text());
    const body = post.querySelector("article .space-y-5");
    expect(body?.querySelector("h2")?.textContent).toBe(
      "Design from the margins, build for everyone",
    );
    expect(body?.querySelectorAll("ul li")).toHaveLength(4);
    expect(body?.querySelector("blockquote p")?.textContent).toMatch(
      /^Talent is evenly distributed/,
    );
    expect(body?.textContent).toContain("At Celestial Collective we build those rooms on purpose");
    expect(body?.textContent).not.toContain("{siteName}");
  });

  test("a post changed in the database shows on the cached blog, in search and in RSS as soon as the database says so", async () => {
    await cachedPage(app, "/blog");
    await app.database.db
      .update(posts)
      .set({ title: "Hackathon Chronicles: 72 Hours", updatedAt: new Date() })
      .where(eq(posts.slug, "hackathon-chronicles-48-hours"));
    // PGlite tells this process at once; PostgreSQL's change notice arrives a moment after the
    // commit (seen later than the next request on a loaded CI machine), and the cache drops then.
    const soon = { timeout: 15_000, interval: 20 };
    const text = async (path: string) => (await app.fetch(path)).text();
    await expect.poll(() => text("/blog"), soon).toContain("Hackathon Chronicles: 72 Hours");
    await expect.poll(() => text("/api/search?q=hackathon"), soon).toContain("72 Hours");
    await expect.poll(() => text("/blog/rss.xml"), soon).toContain("72 Hours");
  });
});

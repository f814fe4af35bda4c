import { describe, expect, test } from "vitest";
import { documentOf, pageHtml, textOf } from "#tests/support/html.ts";
import { signInAs } from "#tests/support/sign-in.ts";
import { describeWithApp, useTestApp } from "#tests/support/use-test-app.ts";

/** Each page and copy it must carry, as a reader sees it. */
const PAGES: Record<string, string[]> = {
  "/rising-stars-academy": [
    "Rising Stars Academy",
    "19 weeks",
    "15-20 hours",
    "Hybrid",
    "Three pillars",
    "Build for real partners",
    "Ada Key benefits",
    "academy@celestial.example",
  ],
  "/curriculum": [
    "AI and Machine Learning",
    "Module 1 · 4 weeks",
    "Module 6 · 2 weeks",
    "Six hands-on projects",
    "What graduates receive",
    "Apply Now",
    "Ask Questions",
  ],
  "/star-chronicles": [
    "Star Chronicles Podcast",
    "Coming soon",
    "Essays from the community",
    "the Founder",
    "Join the Conversation",
    "Submit a Pitch",
    "Subscribe to Newsletter",
    "Read the Full Chronicle",
  ],
  "/blog": [
    "All Posts",
    "Featured",
    "5 min read",
    "Back to Star Chronicles",
    "Want to Write for Celestial Collective?",
  ],
  "/blog/future-of-tech-is-femme": [
    "The Future of Tech Is Femme",
    "Tech",
    "5 min read",
    "Back to Blog",
    "Share",
    "FemTech",
    "Explore More Stories",
  ],
  "/blog/cirkyt-sports-tech-wellness": ["CIRKYT: Where Sports Tech Meets Wellness", "8 min read"],
  "/blog/ai-faith-futurism": ["AI, Faith and Futurism", "12 min read", "Spirituality"],
  "/blog/hackathon-chronicles-48-hours": ["Hackathon Chronicles: 48 Hours", "6 min read"],
  "/terms": [
    "Terms of Service",
    "03/15/2025",
    "09/15/2025",
    "1. Company Information",
    "14. Contact",
    "at least 18 years old",
    "parent or legal guardian",
  ],
  "/privacy": [
    "Privacy Policy",
    "03/15/2025",
    "09/15/2025",
    "1. Information We Collect",
    "12. Contact Us",
  ],
  "/cookies": ["Cookie Policy", "better-auth.session_token", "employee_session", "celestial-cart"],
  "/refund-policy": [
    "Refund Policy",
    "Consultation Bookings",
    "Shop Orders",
    "support@celestial.example",
  ],
};

describeWithApp("editorial pages", (app) => {
  test.each(Object.entries(PAGES))(
    "%s answers with its copy, one h1 and its own meta",
    async (path, copy) => {
      const html = await pageHtml(app, path);
      const text = textOf(html);
      for (const phrase of copy) expect(text).toContain(phrase);

      const doc = documentOf(html);
      expect(doc.querySelectorAll("h1")).toHaveLength(1);
      expect(doc.title).toMatch(/ — Celestial Collective$/);
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
        `${app.url}${path}`,
      );
      expect(doc.querySelector('meta[name="description"]')?.getAttribute("content")).toBeTruthy();
      expect(doc.querySelector('meta[property="og:url"]')?.getAttribute("content")).toBe(
        `${app.url}${path}`,
      );
      // Headings never skip a level: an h3 always follows some h2.
      const levels = [...doc.querySelectorAll("main h1, main h2, main h3, main h4")].map((h) =>
        Number(h.tagName.slice(1)),
      );
      for (const [index, level] of levels.entries()) {
        if (index > 0) expect(level - (levels[index - 1] ?? 1)).toBeLessThanOrEqual(1);
      }
      expect(text).not.toContain("{siteName}");
    },
  );

  test("every page title is unique", async () => {
    const titles = await Promise.all(
      Object.keys(PAGES).map(
        async (path) => documentOf(await (await app.fetch(path)).text()).title,
      ),
    );
    expect(new Set(titles).size).toBe(titles.length);
  });

  test("without a configured form, Apply leads to a page of this site", async () => {
    const doc = documentOf(await (await app.fetch("/rising-stars-academy")).text());
    const apply = [...doc.querySelectorAll("a")].filter(
      (a) => a.textContent === "Ask About Applying",
    );
    expect(apply.length).toBeGreaterThan(0);
    for (const link of apply) expect(link.getAttribute("href")).toBe("/communication-beacon");
  });

  test("the Terms page draws the same 50 decorative stars on every render", async () => {
    const stars = async () => {
      const doc = documentOf(await (await app.fetch("/terms")).text());
      return [...doc.querySelectorAll("main [data-starfield] span")].map((star) =>
        star.getAttribute("style"),
      );
    };
    const first = await stars();
    expect(first).toHaveLength(50);
    expect(await stars()).toEqual(first);
  });

  test("/academy redirects to the Rising Stars Academy", async () => {
    const response = await app.fetch("/academy");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/rising-stars-academy");
  });

  test("/account sends a visitor to sign in and a member to their profile", async () => {
    const anonymous = await app.fetch("/account");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/auth?redirectTo=%2Fprofile");

    const cookie = await signInAs(app, "client@celestial.example");
    const member = await app.fetch("/account", { headers: { cookie } });
    expect(member.status).toBe(302);
    expect(member.headers.get("location")).toBe("/profile");
  });
});

describe("editorial pages with external links configured", () => {
  const app = useTestApp("pglite", {
    ACADEMY_APPLY_URL: "https://forms.example.com/academy",
    PODCAST_SPOTIFY_URL: "https://open.spotify.example/show/star-chronicles",
    PODCAST_YOUTUBE_URL: "https://youtube.example/@starchronicles",
  });

  test("Apply Now opens the configured form in a new tab", async () => {
    const doc = documentOf(await (await app.fetch("/rising-stars-academy")).text());
    const apply = [...doc.querySelectorAll("a")].filter((a) => a.textContent === "Apply Now");
    expect(apply.length).toBeGreaterThan(0);
    for (const link of apply) {
      expect(link.getAttribute("href")).toBe("https://forms.example.com/academy");
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toContain("noopener");
    }
  });

  test("the podcast shows only the configured platforms", async () => {
    const html = await (await app.fetch("/star-chronicles")).text();
    const doc = documentOf(html);
    const platforms = [...doc.querySelectorAll('ul[aria-label="Listen on"] a')];
    expect(platforms.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Listen on Spotify", "https://open.spotify.example/show/star-chronicles"],
      ["Watch on YouTube", "https://youtube.example/@starchronicles"],
    ]);
    expect(textOf(html)).not.toContain("Coming soon");
  });
});

import { expect, test } from "vitest";
import {
  canonicalOf,
  headingLevels,
  pageHtml,
  parsePage,
  textOf,
  titleOf,
} from "#tests/support/html.ts";
import { describeWithApp } from "#tests/support/use-test-app.ts";

const pages: [path: string, title: string, copy: string[]][] = [
  [
    "/celestial-collective",
    "The Celestial Collective",
    [
      "Join The Collective",
      "Meet Our Stars",
      "Provenance of Genius",
      "Continuum of Culture",
      "Show Up Rare",
      "Build Loud",
      "Naija Excellence",
      "Interns & Academy Alumni",
      "Advisors & Mentors",
      "AI & Automation",
      "FashionTech & FemTech",
      "Community & Education",
      "Digital Products",
      "Male engineers as partners",
      "Become a Member",
      "Apply to Rising Stars Academy",
      "Partner With Us",
      "Ready to Transform Your Future?",
    ],
  ],
  [
    "/cosmic-constellations",
    "Cosmic Constellations",
    [
      "Creative Guild",
      "Engineering & Security Guild",
      "Luxury & Experience Design Guild",
      "Annual Gala",
      "Bi-monthly Summits",
      "Weekly Audio Chats",
      "Access",
      "Opportunity",
      "Influence",
      "Apply for Your Ada Key",
    ],
  ],
  [
    "/teams",
    "The Teams Behind the Collective",
    [
      "Back to the Collective",
      "Leadership",
      "Technical",
      "FashionTech",
      "Business",
      "Marketing",
      "Community",
      "Cybersecurity",
      "Community Building",
      "Apply for Leadership",
      "Join Rising Stars",
      "Contact Us",
      "placeholders",
    ],
  ],
  [
    "/talent-os",
    "Talent OS",
    [
      "Cultural infrastructure",
      "Dual engine model",
      "Ada Key identity",
      "Cultural authority",
      "Atelier Codex",
      "Request Access",
    ],
  ],
  [
    "/enterprise",
    "Enterprise Talent Pipeline",
    ["60%", "21 days", "shortlist of 5", "Join the Waitlist"],
  ],
  ["/manifesto", "The Manifesto", ["Genius comes from everywhere", "Culture is infrastructure"]],
  [
    "/get-started",
    "Welcome to the Collective",
    ["Popular", "Featured", "New", "Four ways to begin", "Jump straight in"],
  ],
  ["/coming-soon", "Coming Soon", ["Back to Home"]],
  ["/about", "About the Celestial Collective", ["Our mission", "Meet the Founder"]],
  [
    "/about-founder",
    "Meet the Founder",
    ["$100B", "$7B", "23", "Healthcare research", "Coming Soon", "Portfolio"],
  ],
  ["/partners", "Partner With the Collective", ["Become a Partner", "within 48 hours"]],
  ["/careers", "Build Your Career With Us", ["Apply for Leadership", "1-2 weeks"]],
];

describeWithApp("community pages", (app) => {
  test.each(pages)(
    "%s is server-rendered with its copy, one h1 and its own meta",
    async (path, title, copy) => {
      const html = await pageHtml(app, path);
      const text = textOf(html);
      for (const phrase of copy) expect(text).toContain(phrase);

      const levels = headingLevels(html);
      expect(levels.filter((level) => level === 1)).toHaveLength(1);
      expect(levels[0]).toBe(1);
      // No level is skipped on the way down (h2 straight to h4 would lose readers).
      for (const [index, level] of levels.entries()) {
        if (index > 0) expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1);
      }
      const page = parsePage(html);
      expect(page.getByRole("heading", { level: 1 }).textContent?.trim()).toBe(title);
      expect(canonicalOf(html)).toBe(`${app.url}${path}`);
      expect(page.document.title).toMatch(/^.+ — Celestial Collective$/);
      expect(page.document.head.querySelector('meta[property="og:title"]')).not.toBeNull();
    },
  );

  test("every page has a title of its own", async () => {
    const titles = await Promise.all(
      pages.map(async ([path]) => titleOf(await (await app.fetch(path)).text())),
    );
    expect(new Set(titles).size).toBe(pages.length);
  });

  test("the sitemap lists the community pages once, without anchors", async () => {
    const xml = await (await app.fetch("/sitemap.xml")).text();
    for (const [path] of pages) expect(xml).toContain(`<loc>${app.url}${path}</loc>`);
    expect(xml).not.toContain("#");
  });
});

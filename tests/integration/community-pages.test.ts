import { describe, expect, test } from "vitest";
import { celestialCollectiveContent } from "#app/content/celestial-collective.ts";
import { teamsContent } from "#app/content/teams.ts";
import { engines } from "#tests/support/database.ts";
import { useTestApp } from "#tests/support/use-test-app.ts";

/** The page's text as a reader sees it: tags dropped, entities decoded, spaces collapsed. */
function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&amp;", "&")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replace(/\s+/g, " ");
}

const headingLevels = (html: string) =>
  [...html.matchAll(/<h([1-6])[\s>]/g)].map((m) => Number(m[1]));

/** Each page, and copy that must be on it when the server answers (before any script runs). */
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

describe.each(engines)("community pages on %s", (engine) => {
  const app = useTestApp(engine);

  test.each(pages)(
    "%s is server-rendered with its copy, one h1 and its own meta",
    async (path, title, copy) => {
      const response = await app.fetch(path);
      expect(response.status).toBe(200);
      const html = await response.text();
      const text = textOf(html);
      for (const phrase of copy) expect(text).toContain(phrase);

      const levels = headingLevels(html);
      expect(levels.filter((level) => level === 1)).toHaveLength(1);
      expect(levels[0]).toBe(1);
      // No level is skipped on the way down (h2 straight to h4 would lose readers).
      for (const [index, level] of levels.entries()) {
        if (index > 0) expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1);
      }
      expect(textOf(html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? "").trim()).toBe(title);
      expect(html).toContain(`<link rel="canonical" href="${app.url}${path}"/>`);
      expect(html).toMatch(/<title>[^<]+ — Celestial Collective<\/title>/);
      expect(html).toContain('<meta property="og:title"');
    },
  );

  test("every page has a title of its own", async () => {
    const titles = await Promise.all(
      pages.map(
        async ([path]) => (await (await app.fetch(path)).text()).match(/<title>([^<]+)</)?.[1],
      ),
    );
    expect(new Set(titles).size).toBe(pages.length);
  });

  test("every Apply for Your Ada Key link on the constellations page leads to the Collective", async () => {
    const html = await (await app.fetch("/cosmic-constellations")).text();
    const targets = [
      ...html.matchAll(/<a[^>]+href="([^"]+)"[^>]*>Apply for Your Ada Key<\/a>/g),
    ].map((match) => match[1]);
    expect(targets).toEqual(["/celestial-collective", "/celestial-collective"]);
  });

  test("the call-to-action banner leads to the welcome hub and to About", async () => {
    const html = await (await app.fetch("/talent-os")).text();
    expect(html).toMatch(/<a[^>]+href="\/get-started"[^>]*>Get Started Today<\/a>/);
    expect(html).toMatch(/<a[^>]+href="\/about"[^>]*>Learn More<\/a>/);
  });

  test("the Collective's side navigator links to every section on the page", async () => {
    const html = await (await app.fetch("/celestial-collective")).text();
    const nav = html.match(/<nav aria-label="On this page"[\s\S]*?<\/nav>/)?.[0] ?? "";
    const targets = [...nav.matchAll(/href="#([^"]+)"/g)].map((match) => match[1]);
    expect(targets).toEqual(celestialCollectiveContent.sections.map((section) => section.id));
    for (const id of targets) expect(html).toContain(`id="${id}"`);
  });

  test("every leadership profile link lands on a card on the team page", async () => {
    const teams = await (await app.fetch("/teams")).text();
    const leaders = celestialCollectiveContent.sections.find(
      (section) => section.kind === "people",
    );
    const links =
      leaders?.kind === "people" ? leaders.people.map((person) => person.link?.href) : [];
    expect(links).toHaveLength(7);
    for (const href of links) {
      if (href === "/about-founder") continue;
      const anchor = href?.split("#")[1];
      expect(href).toMatch(/^\/teams#/);
      expect(teams).toContain(`id="${anchor}"`);
    }
  });

  test("the Starship Bridge renders the Enterprise Partners view by default", async () => {
    const html = await (await app.fetch("/starship-bridge")).text();
    const text = textOf(html);
    expect(html).toMatch(/<a[^>]+aria-current="page"[^>]*>Enterprise Partners<\/a>/);
    expect(html).toMatch(
      /<a[^>]+href="\/starship-bridge\?view=leaders"[^>]*>Internal Leaders<\/a>/,
    );
    for (const phrase of [
      "Screened",
      "Offer",
      "Placement success rate",
      "Candidate satisfaction",
      "Verified skills",
      "Top talent",
    ]) {
      expect(text).toContain(phrase);
    }
    expect(text).not.toContain("Partner health");
    expect(html).toContain('href="/dashboard"');
    expect(html).toContain('href="/leadership-application"');
    expect(html).toContain('href="/partnership-form"');
  });

  test("the Starship Bridge renders the Internal Leaders view from ?view=leaders", async () => {
    const response = await app.fetch("/starship-bridge?view=leaders");
    expect(response.status).toBe(200);
    const html = await response.text();
    const text = textOf(html);
    expect(html).toMatch(/<a[^>]+aria-current="page"[^>]*>Internal Leaders<\/a>/);
    for (const phrase of [
      "Projects and timeline",
      "Ecosystem KPIs",
      "Resource management",
      "Partner health",
    ]) {
      expect(text).toContain(phrase);
    }
    expect(text).not.toContain("Candidate satisfaction");
    expect(html).toContain('href="/dashboard"');
    expect(html).toContain(
      `<link rel="canonical" href="${app.url}/starship-bridge?view=leaders"/>`,
    );
    // An unknown view falls back to the partners' view rather than failing.
    const fallback = await (await app.fetch("/starship-bridge?view=bogus")).text();
    expect(fallback).toMatch(/<a[^>]+aria-current="page"[^>]*>Enterprise Partners<\/a>/);
  });

  test("site search finds team members and opens their card on the team page", async () => {
    const member = teamsContent.groups[1]?.members[0];
    const answer = (await (
      await app.fetch(`/api/search?q=${encodeURIComponent(member?.name ?? "")}`)
    ).json()) as {
      results: { title: string; kind: string; url: string }[];
    };
    expect(answer.results).toContainEqual(
      expect.objectContaining({ title: member?.name, kind: "person", url: `/teams#${member?.id}` }),
    );
  });

  test("the sitemap lists the community pages once, without anchors", async () => {
    const xml = await (await app.fetch("/sitemap.xml")).text();
    for (const [path] of pages) expect(xml).toContain(`<loc>${app.url}${path}</loc>`);
    expect(xml).not.toContain("#");
  });
});

describe("social links on community pages", () => {
  const app = useTestApp("pglite", { SOCIAL_GITHUB_URL: "https://github.example/collective" });

  test("only configured networks are linked, opening in a new tab", async () => {
    for (const path of ["/celestial-collective", "/about-founder"]) {
      const html = await (await app.fetch(path)).text();
      const main = html.match(/<main[\s\S]*<\/main>/)?.[0] ?? "";
      expect(main).toMatch(
        /<a href="https:\/\/github.example\/collective" target="_blank" rel="noopener noreferrer"[^>]*>GitHub/,
      );
      expect(main).not.toContain(">LinkedIn<");
      expect(main).not.toContain('href="#"');
    }
  });
});

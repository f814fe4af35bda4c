import { describe, expect, test } from "vitest";
import { aiStackContent } from "#app/content/ai-stack.ts";
import { quantumForgeContent } from "#app/content/quantum-forge.ts";
import { seraphinaContent } from "#app/content/seraphina.ts";
import { servicePages } from "#app/content/services.ts";
import { sundiataContent } from "#app/content/sundiata-cybersecurity.ts";
import { syntharaContent } from "#app/content/synthara.ts";
import { syreneContent } from "#app/content/syrene.ts";
import { techServicesContent } from "#app/content/tech-services.ts";
import { documentOf, pageHtml } from "#tests/support/html.ts";
import { describeWithApp, useTestApp } from "#tests/support/use-test-app.ts";

/** Text as React writes it into HTML. */
function html(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");
}

type PageCase = { path: string; canonical: string; h1: string; copy: string[] };

const pages: PageCase[] = [
  ...servicePages.map((page) => ({
    path: `/services/${page.slug}`,
    canonical: `/services/${page.slug}`,
    h1: page.hero.title,
    copy: [
      ...page.solutions.items.map((item) => item.title),
      ...page.packages.items.flatMap((item) => [item.name, item.price]),
      page.closing.title,
    ],
  })),
  {
    path: "/tech-services",
    canonical: "/tech-services",
    h1: techServicesContent.hero.title,
    copy: [
      "AI Development",
      "Custom Software",
      "Cloud Solutions",
      "DevOps",
      "Cybersecurity",
      "Data Analytics",
      "Marketing",
      "HealthTech",
      "Hardware",
      "Fashion Tech",
    ],
  },
  {
    path: "/syrene",
    canonical: "/syrene",
    h1: syreneContent.hero.title,
    copy: [
      ...syreneContent.agents.items.flatMap((agent) => [agent.name, agent.iris.name]),
      syreneContent.agents.note,
      "Back to The Forge",
    ],
  },
  ...["/seraphina", "/seraphina-ai"].map((path) => ({
    path,
    canonical: "/seraphina",
    h1: seraphinaContent.hero.title,
    copy: [
      "Health AI Specialist",
      "Sensor Integration",
      "MVP Stage",
      "99.7%",
      ...seraphinaContent.capabilities.items.map((item) => item.title),
      ...seraphinaContent.voiceLines.lines,
    ],
  })),
  {
    path: "/synthara",
    canonical: "/synthara",
    h1: syntharaContent.hero.title,
    copy: [
      "Hacker Mode",
      "Glitch Goddess",
      "Rulebreaker",
      "Cyber Guardian",
      syntharaContent.trinity.caption,
      "99.9%",
      ...syntharaContent.techStack.groups.map((group) => group.title),
    ],
  },
  {
    path: "/sundiata-cybersecurity",
    canonical: "/sundiata-cybersecurity",
    h1: sundiataContent.hero.title,
    copy: ["Sundiata Cybersecurity", "Penetration Testing", 'href="/services/cybersecurity"'],
  },
  {
    path: "/ai-stack",
    canonical: "/ai-stack",
    h1: aiStackContent.hero.title,
    copy: ['href="/syrene"', 'href="/seraphina"', 'href="/synthara"', 'href="/nurve"'],
  },
  {
    path: "/quantum-forge",
    canonical: "/quantum-forge",
    h1: quantumForgeContent.hero.title,
    copy: [
      'href="/tech-services"',
      'href="/ai-stack"',
      'href="/digital-products"',
      'href="/nebula-market"',
      'href="/shop"',
      ...servicePages.map((page) => `href="/services/${page.slug}"`),
    ],
  },
];

describeWithApp("service, avatar and hub pages", (app) => {
  test.each(pages)("$path answers 200 with its copy rendered on the server", async (page) => {
    const body = await pageHtml(app, page.path);
    const h1s = [...body.matchAll(/<h1[^>]*>(.*?)<\/h1>/gs)].map((match) => match[1]);
    expect(h1s).toEqual([html(page.h1)]);
    // Headings in order: going down, a level is never skipped.
    const levels = [...body.matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]));
    levels.forEach((level, index) => {
      expect(level, `heading ${index} of ${page.path}`).toBeLessThanOrEqual(
        (levels[index - 1] ?? 1) + 1,
      );
    });
    for (const copy of page.copy) {
      expect(body).toContain(copy.startsWith("href=") ? copy : html(copy));
    }
    expect(body).toContain(`<link rel="canonical" href="${app.url}${page.canonical}"/>`);
    expect(body).toMatch(/<title>[^<]+ — Celestial Collective<\/title>/);
    expect(body).toContain('<meta property="og:title"');
  });

  test("titles are unique across the pages", async () => {
    const titles = new Map<string, string>();
    for (const page of pages) {
      const body = await (await app.fetch(page.path)).text();
      const title = body.match(/<title>([^<]+)<\/title>/)?.[1] ?? "";
      if (page.path !== page.canonical) continue;
      expect(titles.get(title), `${page.path} repeats the title of another page`).toBeUndefined();
      titles.set(title, page.path);
    }
    expect(titles.size).toBe(pages.length - 1);
  });

  test("a service page describes the service and its packages as JSON-LD", async () => {
    const body = await (await app.fetch("/services/cybersecurity")).text();
    const [data] = [...body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (match) => JSON.parse(match[1] ?? "null") as Record<string, unknown>,
    );
    expect(data).toMatchObject({
      "@type": "Service",
      name: "Cybersecurity Services",
      provider: { "@type": "Organization", name: "Celestial Collective" },
    });
    expect(JSON.stringify(data)).toContain('"name":"Ongoing Protection"');
  });

  test("an unknown service slug is a real 404 page", async () => {
    const response = await app.fetch("/services/time-travel");
    expect(response.status).toBe(404);
    const body = await response.text();
    expect(body).toContain("This page drifted out of orbit");
  });

  test("the Syrene page draws a hundred stars, the same on every render", async () => {
    const starfield = (body: string) =>
      documentOf(body).querySelector('[aria-hidden="true"][data-starfield]');
    const first = starfield(await (await app.fetch("/syrene")).text());
    const second = starfield(await (await app.fetch("/syrene")).text());
    expect(first).not.toBeNull();
    expect(first?.outerHTML).toBe(second?.outerHTML);
    expect(first?.querySelectorAll("span")).toHaveLength(100);
  });

  test("the sitemap and site search know the new pages", async () => {
    const xml = await (await app.fetch("/sitemap.xml")).text();
    for (const page of pages.filter((candidate) => candidate.path === candidate.canonical)) {
      expect(xml).toContain(`<loc>${app.url}${page.path}</loc>`);
    }
    expect(xml).not.toContain("/seraphina-ai<");
    const search = await (await app.fetch("/search?q=Synthara")).text();
    expect(search).toContain('href="/synthara"');
  });

  test("without a configured community chat, Synthara offers no chat invite", async () => {
    const body = await (await app.fetch("/synthara")).text();
    expect(body).not.toContain(syntharaContent.security.communityChatLabel);
  });
});

describe("Synthara with a community chat configured", () => {
  const app = useTestApp("pglite", { COMMUNITY_CHAT_URL: "https://chat.example/invite" });

  test("shows the invite, opening in a new tab", async () => {
    const body = await (await app.fetch("/synthara")).text();
    const invite = body.match(/<a href="https:\/\/chat\.example\/invite"[^>]*>([^<]*)<\/a>/);
    expect(invite?.[0]).toContain('target="_blank"');
    expect(invite?.[0]).toContain('rel="noopener noreferrer"');
    expect(invite?.[1]).toBe(syntharaContent.security.communityChatLabel);
  });
});

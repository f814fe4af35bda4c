import { describe, expect, test } from "vitest";
import { celestialCollectiveContent } from "#app/content/celestial-collective.ts";
import { teamsContent } from "#app/content/teams.ts";
import {
  canonicalOf,
  fetchPage,
  linkTargets,
  pageHtml,
  parsePage,
  textOf,
} from "#tests/support/html.ts";
import { describeWithApp, useTestApp } from "#tests/support/use-test-app.ts";

const hrefOf = (element: HTMLElement) => element.getAttribute("href");

describeWithApp("links on community pages", (app) => {
  test("every Apply for Your Ada Key link on the constellations page leads to the Collective", async () => {
    const page = await fetchPage(app, "/cosmic-constellations");
    const links = page.getAllByRole("link", { name: "Apply for Your Ada Key" });
    expect(links.map(hrefOf)).toEqual(["/celestial-collective", "/celestial-collective"]);
  });

  test("the call-to-action banner leads to the welcome hub and to About", async () => {
    const page = await fetchPage(app, "/talent-os");
    expect(hrefOf(page.getByRole("link", { name: "Get Started Today" }))).toBe("/get-started");
    expect(hrefOf(page.getByRole("link", { name: "Learn More" }))).toBe("/about");
  });

  test("the Collective's side navigator links to every section on the page", async () => {
    const page = await fetchPage(app, "/celestial-collective");
    const nav = page.getByRole("navigation", { name: "On this page" });
    const targets = [...nav.querySelectorAll("a")].map((link) => hrefOf(link)?.slice(1));
    expect(targets).toEqual(celestialCollectiveContent.sections.map((section) => section.id));
    for (const id of targets) expect(page.document.getElementById(id ?? "")).not.toBeNull();
  });

  test("every leadership profile link lands on a card on the team page", async () => {
    const teams = await fetchPage(app, "/teams");
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
      expect(teams.document.getElementById(anchor ?? "")).not.toBeNull();
    }
  });

  /** The view switch's link for the view on show. */
  const currentView = (page: ReturnType<typeof parsePage>) =>
    page.getAllByRole("link").filter((link) => link.getAttribute("aria-current") === "page");

  /** The bridge shows `view` as the current one, with its own panels and not the other view's. */
  function expectBridgeView(html: string, view: string, shows: string[], notShown: string) {
    const text = textOf(html);
    expect(currentView(parsePage(html)).map((link) => link.textContent)).toContain(view);
    for (const phrase of shows) expect(text).toContain(phrase);
    expect(text).not.toContain(notShown);
  }

  test("the Starship Bridge renders the Enterprise Partners view by default", async () => {
    const html = await (await app.fetch("/starship-bridge")).text();
    expectBridgeView(
      html,
      "Enterprise Partners",
      [
        "Screened",
        "Offer",
        "Placement success rate",
        "Candidate satisfaction",
        "Verified skills",
        "Top talent",
      ],
      "Partner health",
    );
    expect(hrefOf(parsePage(html).getByRole("link", { name: "Internal Leaders" }))).toBe(
      "/starship-bridge?view=leaders",
    );
    const targets = linkTargets(html);
    expect(targets).toContain("/dashboard");
    expect(targets).toContain("/leadership-application");
    expect(targets).toContain("/partnership-form");
  });

  test("the Starship Bridge renders the Internal Leaders view from ?view=leaders", async () => {
    const html = await pageHtml(app, "/starship-bridge?view=leaders");
    expectBridgeView(
      html,
      "Internal Leaders",
      ["Projects and timeline", "Ecosystem KPIs", "Resource management", "Partner health"],
      "Candidate satisfaction",
    );
    expect(linkTargets(html)).toContain("/dashboard");
    expect(canonicalOf(html)).toBe(`${app.url}/starship-bridge?view=leaders`);
    // An unknown view falls back to the partners' view rather than failing.
    const fallback = await fetchPage(app, "/starship-bridge?view=bogus");
    expect(currentView(fallback).map((link) => link.textContent)).toContain("Enterprise Partners");
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
});

describe("social links on community pages", () => {
  const app = useTestApp("pglite", { SOCIAL_GITHUB_URL: "https://github.example/collective" });

  test("only configured networks are linked, opening in a new tab", async () => {
    for (const path of ["/celestial-collective", "/about-founder"]) {
      const main = (await fetchPage(app, path)).getByRole("main");
      const links = [...main.querySelectorAll("a")];
      const github = links.find((link) => link.textContent?.startsWith("GitHub"));
      expect(hrefOf(github as HTMLElement)).toBe("https://github.example/collective");
      expect(github?.getAttribute("target")).toBe("_blank");
      expect(github?.getAttribute("rel")).toBe("noopener noreferrer");
      expect(links.some((link) => link.textContent === "LinkedIn")).toBe(false);
      expect(links.map(hrefOf)).not.toContain("#");
    }
  });
});

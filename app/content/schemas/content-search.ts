import type { ContentPage, PageSection } from "./content-page.ts";
import type { SearchEntry } from "./search.ts";

/** The words of a section that site search should match: titles, bodies, names. */
export function sectionText(section: PageSection): string[] {
  const intro = [section.title, section.lead ?? ""];
  switch (section.kind) {
    case "features":
      return [...intro, ...section.items.map((item) => `${item.title}: ${item.body}`)];
    case "cards":
      return [...intro, ...section.cards.map((card) => `${card.title}: ${card.body}`)];
    case "people":
      return [...intro, ...section.people.map((person) => `${person.name}, ${person.role}`)];
    case "talent":
      return [...intro, ...section.talent.map((person) => `${person.name}, ${person.title}`)];
    case "stats":
      return [...intro, ...section.stats.map((stat) => `${stat.value} ${stat.label}`)];
    case "steps":
      return [...intro, ...section.steps.map((step) => `${step.title}: ${step.body}`)];
    case "prose":
      return [...intro, ...section.paragraphs];
    case "quote":
      return [...intro, section.quote.text];
    case "actions":
    case "connect":
      return intro;
  }
}

/**
 * A page as one site-search entry: where it is, what it is called, and the text it is found by
 * (`body`, the parts joined with spaces). Only those three fields are taken from `page`, so a
 * legal document or a spread of a page's `meta` can be handed over whole.
 */
export function pageSearchEntry(
  page: { title: string; path: string; description: string },
  tags: string[],
  body?: string[],
): SearchEntry {
  const { title, path, description } = page;
  return {
    kind: "page",
    title,
    path,
    description,
    tags,
    ...(body ? { body: body.join(" ") } : {}),
  };
}

/**
 * A content page as one site-search entry: found by its title, lead, the text of its sections and
 * its tags.
 */
export function contentPageSearchEntry(page: ContentPage): SearchEntry {
  const body = page.sections.flatMap(sectionText).filter(Boolean);
  return pageSearchEntry({ ...page.meta, description: page.hero.lead }, page.searchTags, body);
}

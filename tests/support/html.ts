import { within } from "@testing-library/dom";
import { JSDOM } from "jsdom";
import { expect } from "vitest";

/**
 * A server-rendered page read as a browser would, to be queried the way a person finds things on
 * it: by role and accessible name (Testing Library), not by patterns over its markup. `document`
 * is there for the head (title, canonical link, meta tags), which has no roles.
 */
export function parsePage(html: string) {
  const { document } = new JSDOM(html).window;
  return { document, ...within(document.body) };
}

/** Where the page's links lead, in document order. */
export function linkTargets(html: string): (string | null)[] {
  return parsePage(html)
    .getAllByRole("link")
    .map((link) => link.getAttribute("href"));
}

/** The page's title, as a browser tab shows it. */
export function titleOf(html: string): string {
  return parsePage(html).document.title;
}

/** The page's canonical address. */
export function canonicalOf(html: string): string | null | undefined {
  return parsePage(html).document.querySelector('link[rel="canonical"]')?.getAttribute("href");
}

/** The page's document alone, for what has no role: the head, ids, attributes. */
export function documentOf(html: string): Document {
  return parsePage(html).document;
}

/** An XML document (a feed, the sitemap) as a browser's parser reads it. */
export function parseXml(xml: string): Document {
  return new JSDOM(xml, { contentType: "text/xml" }).window.document;
}

/**
 * The HTML of a page of the app that must answer 200 (a failure names the path), as the session of
 * `cookie` sees it when one is given.
 */
export async function pageHtml(
  app: { fetch: (path: string, init?: RequestInit) => Promise<Response> },
  path: string,
  cookie?: string,
) {
  const response = await app.fetch(path, cookie ? { headers: { cookie } } : undefined);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** Fetches a page of the app and parses it. */
export async function fetchPage(
  app: { fetch: (path: string, init?: RequestInit) => Promise<Response> },
  path: string,
  cookie?: string,
) {
  const response = await app.fetch(path, cookie ? { headers: { cookie } } : undefined);
  return parsePage(await response.text());
}

/** The page's text as a reader sees it: no scripts (the hydration data), no markup, one space for many. */
export function textOf(html: string): string {
  const { body } = new JSDOM(html).window.document;
  for (const script of body.querySelectorAll("script")) script.remove();
  return (body.textContent ?? "").replace(/\s+/g, " ");
}

/** The levels of the page's headings, in document order. */
export function headingLevels(html: string): number[] {
  const { document } = new JSDOM(html).window;
  return [...document.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((heading) =>
    Number(heading.tagName.slice(1)),
  );
}

/** The number a stat card shows for this label (cards are a term and its definition). */
export function figure(html: string, label: string): number {
  const term = parsePage(html).getByText(label, { selector: "dt" });
  const value = term.nextElementSibling;
  if (value?.tagName !== "DD") throw new Error(`no figure labelled ${label}`);
  return Number(value.textContent);
}

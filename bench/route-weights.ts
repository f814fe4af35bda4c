import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { ServerBuild } from "react-router";

export type Weight = { raw: number; gzip: number };
export type RouteWeight = {
  route: string;
  js: Weight;
  jsFiles: number;
  /** The scripts' addresses. */
  files: string[];
  css: Weight;
};

function weigh(clientDir: string, files: Iterable<string>): Weight {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(path.join(clientDir, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { raw, gzip };
}

/** The site's stylesheet, which every document carries inline (app/lib/inline-stylesheet.tsx). */
export function inlinedStylesheet(clientDir: string): Weight {
  const assets = path.join(clientDir, "assets");
  const files = readdirSync(assets).filter((file) => file.endsWith(".css"));
  return weigh(assets, files);
}

/**
 * Chunks every page fetches once it has hydrated: the root imports them in an effect, so the
 * document does not name them, but every first visit downloads them all the same.
 */
const AFTER_HYDRATION = [/^tracker-[\w-]+\.js$/];

/** The after-hydration chunks of this build, as addresses. */
export function afterHydrationScripts(clientDir: string): string[] {
  const files = readdirSync(path.join(clientDir, "assets"));
  return AFTER_HYDRATION.map((pattern) => {
    const file = files.find((name) => pattern.test(name));
    if (!file) throw new Error(`no chunk matches ${pattern}: the bench's count is out of date`);
    return `/assets/${file}`;
  });
}

/**
 * What a first visit to each route downloads: the entry, the root route and the route itself with
 * every module they import (what the document preloads and imports; React Router writes the route
 * manifest into the document, so no manifest file is fetched), then the chunks every page loads
 * after hydration. Each file is counted once. `css` is what a route would fetch as files
 * (modules importing CSS), which block the first paint; the inlined stylesheet is not among them.
 */
export function routeWeights(build: ServerBuild, clientDir: string): RouteWeight[] {
  const { assets, routes } = build;
  const manifestRoutes = assets.routes;
  const layouts = new Set(Object.values(routes).map((route) => route?.parentId));
  const afterHydration = afterHydrationScripts(clientDir);
  const chain = (routeId: string): string[] => {
    const parentId = routes[routeId]?.parentId;
    return parentId ? [...chain(parentId), routeId] : [routeId];
  };
  return (
    Object.keys(routes)
      // Resource routes render no page and layouts are no page of their own: nothing to weigh.
      .filter((id) => routes[id]?.module.default && !layouts.has(id))
      .map((id) => {
        const js = new Set<string>([assets.entry.module, ...assets.entry.imports]);
        const css = new Set<string>();
        for (const routeId of chain(id)) {
          const route = manifestRoutes[routeId];
          if (!route) continue;
          js.add(route.module);
          for (const file of route.imports ?? []) js.add(file);
          for (const file of route.css ?? []) css.add(file);
        }
        // The full path: an index route under a prefix (/admin) is that prefix, not "/".
        const segments = chain(id)
          .map((routeId) => routes[routeId]?.path)
          .filter((path): path is string => Boolean(path));
        const label = `/${segments.join("/")}`;
        for (const file of afterHydration) js.add(file);
        return {
          route: label,
          js: weigh(clientDir, js),
          files: [...js].sort(),
          jsFiles: js.size,
          css: weigh(clientDir, css),
        };
      })
  );
}

/** Pages whose main job is a form: they may carry its validation. */
const FORM_PAGES = [
  /^\/auth(\/two-factor)?$/,
  /^\/consultation/,
  /^\/(contact|communication-beacon|newsletter|checkout|profile|employee-portal)$/,
  // Setting up two-factor and entering its code at sign-in: each page is its form.
  /^\/profile\/two-factor$/,
  /^\/(submit-chronicle|partnership-form|leadership-application|rising-star-nomination)$/,
];
/** Signed-in and back-office screens have no first-visit budget. */
const SIGNED_IN = /^\/(admin|dashboard|favorites|analytics)(\/|$)/;

export type Budget = { kind: "marketing" | "form"; kb: number; files?: number };

/** The first-visit JavaScript budget of a route, or null where there is none. */
export function budgetOf(route: string): Budget | null {
  if (SIGNED_IN.test(route)) return null;
  if (FORM_PAGES.some((pattern) => pattern.test(route))) return { kind: "form", kb: 135 };
  return { kind: "marketing", kb: 115, files: 12 };
}

/** One row per route: JavaScript gzip and file count on first visit against its budget. */
export function weightTable(weights: RouteWeight[]) {
  return weights.map((w) => {
    const budget = budgetOf(w.route);
    const kb = w.js.gzip / 1024;
    const within =
      budget === null ||
      (kb <= budget.kb && (budget.files === undefined || w.jsFiles <= budget.files));
    return {
      route: w.route,
      "JS gzip": `${kb.toFixed(1)} KB`,
      "JS files": w.jsFiles,
      budget: budget
        ? `${budget.kind} ${budget.kb} KB${budget.files ? ` / ${budget.files} files` : ""}`
        : "-",
      within: budget ? (within ? "yes" : "NO") : "-",
      "CSS files gzip": `${(w.css.gzip / 1024).toFixed(1)} KB`,
    };
  });
}

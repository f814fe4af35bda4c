import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { ServerBuild } from "react-router";

export type Weight = { raw: number; gzip: number };
export type RouteWeight = { route: string; js: Weight; css: Weight };

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

/** Stylesheets a route adds through its `links` export (e.g. the root's `app.css?url`). */
function linkedStylesheets(
  module: NonNullable<ServerBuild["routes"][string]>["module"] | undefined,
): string[] {
  const links = (module?.links?.() ?? []) as { rel?: string; href?: string }[];
  return links
    .filter((link) => link.rel === "stylesheet" && link.href?.startsWith("/"))
    .map((link) => (link.href ?? "").slice(1));
}

/**
 * What a first visit to each route downloads: the entry, the root route and the route itself with
 * every module they import, each file counted once.
 */
export function routeWeights(build: ServerBuild, clientDir: string): RouteWeight[] {
  const { assets, routes } = build;
  const manifestRoutes = assets.routes;
  const chain = (routeId: string): string[] => {
    const parentId = routes[routeId]?.parentId;
    return parentId ? [...chain(parentId), routeId] : [routeId];
  };
  return (
    Object.keys(routes)
      // Resource routes render no page, so there is no first visit to weigh.
      .filter((id) => id !== "root" && routes[id]?.module.default)
      .map((id) => {
        const js = new Set<string>([assets.entry.module, ...assets.entry.imports]);
        const css = new Set<string>();
        for (const routeId of chain(id)) {
          const route = manifestRoutes[routeId];
          if (!route) continue;
          js.add(route.module);
          for (const file of route.imports ?? []) js.add(file);
          for (const file of route.css ?? []) css.add(file);
          for (const href of linkedStylesheets(routes[routeId]?.module)) css.add(href);
        }
        // The full path: an index route under a prefix (/admin) is that prefix, not "/".
        const segments = chain(id)
          .map((routeId) => routes[routeId]?.path)
          .filter((path): path is string => Boolean(path));
        const label = `/${segments.join("/")}`;
        return { route: label, js: weigh(clientDir, js), css: weigh(clientDir, css) };
      })
  );
}

import { matchRoutes, type ServerBuild } from "react-router";

export type RouteKind = "page" | "data" | "resource";

type RouteTree = Parameters<typeof matchRoutes>[0];
type BuildRoutes = ServerBuild["routes"];
type BuildRoute = NonNullable<BuildRoutes[string]>;

function treeOf(routes: BuildRoutes, parentId?: string): RouteTree {
  return Object.values(routes)
    .filter((route): route is BuildRoute => route?.parentId === parentId)
    .map((route) =>
      route.index
        ? { id: route.id, path: route.path, index: true as const }
        : { id: route.id, path: route.path, children: treeOf(routes, route.id) },
    );
}

type Matched = { kind: RouteKind; id: string | null };

const trees = new WeakMap<BuildRoutes, RouteTree>();
const matches = new WeakMap<BuildRoutes, Map<string, Matched>>();

/** Matching walks every route; paths repeat, so answers are kept (a bounded number of them). */
const MAX_KEPT_PATHS = 2_000;

/**
 * What React Router will make of a GET to this path: a page (rendered with the root loader), a
 * `.data` request (child loaders only), or a resource route (no component, no root loader).
 */
export function routeKind(build: ServerBuild, pathname: string): RouteKind {
  if (pathname.endsWith(".data")) return "data";
  return matched(build, pathname).kind;
}

/** The id of the route that answers this path (a `.data` request: its page's), or null for none. */
export function routeIdOf(build: ServerBuild, pathname: string): string | null {
  if (pathname === "/_root.data") return "root";
  return matched(build, pathname.endsWith(".data") ? pathname.slice(0, -5) : pathname).id;
}

function matched(build: ServerBuild, pathname: string): Matched {
  let known = matches.get(build.routes);
  if (!known) {
    known = new Map();
    matches.set(build.routes, known);
  }
  let found = known.get(pathname);
  if (!found) {
    found = match(build, pathname);
    if (known.size >= MAX_KEPT_PATHS) known.clear();
    known.set(pathname, found);
  }
  return found;
}

function match(build: ServerBuild, pathname: string): Matched {
  let tree = trees.get(build.routes);
  if (!tree) {
    tree = treeOf(build.routes);
    trees.set(build.routes, tree);
  }
  const id = matchRoutes(tree, pathname)?.at(-1)?.route.id ?? null;
  if (!id) return { kind: "page", id };
  return { kind: build.routes[id]?.module.default ? "page" : "resource", id };
}

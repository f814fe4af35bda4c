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

const trees = new WeakMap<BuildRoutes, RouteTree>();
const kinds = new WeakMap<BuildRoutes, Map<string, RouteKind>>();

/** Matching walks every route; paths repeat, so answers are kept (a bounded number of them). */
const MAX_KEPT_PATHS = 2_000;

/**
 * What React Router will make of a GET to this path: a page (rendered with the root loader), a
 * `.data` request (child loaders only), or a resource route (no component, no root loader).
 */
export function routeKind(build: ServerBuild, pathname: string): RouteKind {
  if (pathname.endsWith(".data")) return "data";
  let known = kinds.get(build.routes);
  if (!known) {
    known = new Map();
    kinds.set(build.routes, known);
  }
  let kind = known.get(pathname);
  if (!kind) {
    kind = matchKind(build, pathname);
    if (known.size >= MAX_KEPT_PATHS) known.clear();
    known.set(pathname, kind);
  }
  return kind;
}

function matchKind(build: ServerBuild, pathname: string): RouteKind {
  let tree = trees.get(build.routes);
  if (!tree) {
    tree = treeOf(build.routes);
    trees.set(build.routes, tree);
  }
  const leaf = matchRoutes(tree, pathname)?.at(-1)?.route.id;
  if (!leaf) return "page";
  return build.routes[leaf]?.module.default ? "page" : "resource";
}

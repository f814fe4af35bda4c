import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";

type BuildRoute = NonNullable<ServerBuild["routes"][string]>;

/** A value for a dynamic segment: real enough to reach the route, never a record that exists. */
const SAMPLE_PARAM = "00000000-0000-4000-8000-000000000000";

function fullPath(routes: ServerBuild["routes"], route: BuildRoute): string {
  const parent = route.parentId ? routes[route.parentId] : undefined;
  const own = (route.path ?? "")
    .split("/")
    .map((segment) =>
      segment.startsWith(":") ? SAMPLE_PARAM : segment === "*" ? "no-such-page" : segment,
    )
    .join("/");
  const prefix = parent ? fullPath(routes, parent) : "";
  return `${prefix.replace(/\/$/, "")}/${own}`.replace(/\/+/g, "/");
}

async function loadBuild(): Promise<ServerBuild> {
  return (await import(pathToFileURL(path.resolve("build/server/index.js")).href)) as ServerBuild;
}

export type ActionRoute = { id: string; path: string; page: boolean };

/**
 * Every path with an action, read from the build of app/routes.ts: a route added there is in this
 * list without anyone editing a test. `page` tells a form page from a resource route.
 */
export async function actionRoutes(): Promise<ActionRoute[]> {
  const { routes } = await loadBuild();
  return Object.values(routes)
    .filter((route): route is BuildRoute => Boolean(route?.module.action))
    .map((route) => ({
      id: route.id,
      path: fullPath(routes, route),
      page: Boolean(route.module.default),
    }));
}

/** Every page (a route with a component) whose path starts with `prefix`, params filled in. */
export async function pagePaths(prefix: string): Promise<string[]> {
  const { routes } = await loadBuild();
  return Object.values(routes)
    .filter((route): route is BuildRoute => Boolean(route?.module.default))
    .map((route) => fullPath(routes, route))
    .filter((path) => path.startsWith(prefix));
}

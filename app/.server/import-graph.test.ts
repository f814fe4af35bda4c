import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

const SERVER = path.resolve("app/.server");

/** Each folder under app/.server is one part; each file directly in it is a part of its own. */
function partOf(file: string): string {
  const [first, ...rest] = path.relative(SERVER, file).split(path.sep);
  return rest.length > 0 ? `${first}/` : (first ?? "");
}

/**
 * What a module imports to run: `import ... from`, `export ... from` and `import("...")`. Type-only
 * imports are left out: they are erased, and `services.ts` names every domain's service type,
 * which each domain then borrows.
 */
function runtimeImports(source: string): string[] {
  const statements = source.matchAll(
    /^(?:import|export)(?!\s+type\b)[^;]*?\bfrom\s+"([^"]+)"|^import\s+"([^"]+)"|\bimport\("([^"]+)"\)/gms,
  );
  return [...statements].map((match) => match[1] ?? match[2] ?? match[3] ?? "");
}

function resolve(from: string, specifier: string): string | null {
  if (specifier.startsWith("#app/.server/")) {
    return path.join(SERVER, specifier.slice("#app/.server/".length));
  }
  if (specifier.startsWith(".")) return path.resolve(path.dirname(from), specifier);
  return null;
}

function serverModules(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return serverModules(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Which parts each part imports, and through which files. */
function partGraph(): Map<string, Map<string, string[]>> {
  const graph = new Map<string, Map<string, string[]>>();
  for (const file of serverModules(SERVER)) {
    for (const specifier of runtimeImports(readFileSync(file, "utf8"))) {
      const target = resolve(file, specifier);
      if (!target?.startsWith(`${SERVER}${path.sep}`)) continue;
      const [from, to] = [partOf(file), partOf(target)];
      if (from === to) continue;
      const edges = graph.get(from) ?? new Map<string, string[]>();
      edges.set(to, [...(edges.get(to) ?? []), path.relative(SERVER, file)]);
      graph.set(from, edges);
    }
  }
  return graph;
}

/** One import path that leads from a part back to itself, or null. */
function findCycle(graph: Map<string, Map<string, string[]>>): string[] | null {
  const done = new Set<string>();
  const visit = (part: string, trail: string[]): string[] | null => {
    if (trail.includes(part)) return [...trail.slice(trail.indexOf(part)), part];
    if (done.has(part)) return null;
    for (const next of graph.get(part)?.keys() ?? []) {
      const cycle = visit(next, [...trail, part]);
      if (cycle) return cycle;
    }
    done.add(part);
    return null;
  };
  for (const part of graph.keys()) {
    const cycle = visit(part, []);
    if (cycle) return cycle;
  }
  return null;
}

test("the server's folders import each other in one direction only: no cycle", () => {
  const graph = partGraph();
  const cycle = findCycle(graph);
  const through = cycle?.slice(1).map((to, index) => {
    const from = cycle[index] ?? "";
    return `${from} -> ${to} (${graph.get(from)?.get(to)?.join(", ")})`;
  });
  expect(through ?? [], "an import cycle between folders of app/.server").toEqual([]);
});

test("the check finds a cycle, and reads dynamic imports but not type-only ones", () => {
  const graph = new Map([
    ["booking/", new Map([["notifications/", ["booking/a.ts"]]])],
    ["notifications/", new Map([["booking/", ["notifications/b.ts"]]])],
  ]);
  expect(findCycle(graph)).toEqual(["booking/", "notifications/", "booking/"]);
  expect(
    runtimeImports('const m = await import("./x.ts");\nimport type { T } from "./t.ts";'),
  ).toEqual(["./x.ts"]);
});

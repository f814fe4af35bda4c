import { describe, expect, test } from "vitest";
import { z } from "zod";
import { ContactSchema } from "./contact.ts";
import { isSafeText, text, UNSAFE_TEXT } from "./text.ts";

const UNSAFE = [
  "a\u0000b",
  "a\uD800b",
  "a\uDC00",
  "bell\u0007",
  "a\u009Fb",
  "a\uFFFEb",
  "\u{10FFFF}",
];

type Schema = z.core.$ZodType;
type Probe = { path: PropertyKey[]; input: unknown };
const WRAPPERS = new Set(["optional", "nullable", "default", "prefault", "catch", "readonly"]);

/** What the schema reads: wrappers and the output side of pipes (transforms) stripped off. */
function inputSide(schema: Schema): Schema {
  let current = schema;
  for (;;) {
    const def = current._zod.def as { type: string; innerType?: Schema; in?: Schema };
    if (WRAPPERS.has(def.type) && def.innerType) current = def.innerType;
    else if (def.type === "pipe" && def.in) current = def.in;
    else return current;
  }
}

/**
 * One input per field the schema takes, that field holding `bad` (discriminators keep their
 * literal so the right branch is chosen). Values the schema never keeps (z.unknown) are skipped.
 * A recursive schema (a rich-text body's blocks hold blocks) is probed once, at its first level.
 */
function probes(
  schema: Schema,
  bad: string,
  at: PropertyKey[] = [],
  expanding: ReadonlySet<Schema> = new Set(),
): Probe[] {
  const inner = inputSide(schema);
  if (expanding.has(inner)) return [];
  const within = new Set([...expanding, inner]);
  const def = inner._zod.def as {
    type: string;
    options?: Schema[];
    element?: Schema;
    shape?: Record<string, Schema>;
  };
  if (def.type === "unknown" || def.type === "any") return [];
  if (def.type === "union" && def.options) {
    return def.options.flatMap((o) => probes(o, bad, at, within));
  }
  if (def.type === "array" && def.element) {
    return probes(def.element, bad, [...at, 0], within).map((p) => ({ ...p, input: [p.input] }));
  }
  if (def.type === "object" && def.shape) {
    const literals: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(def.shape)) {
      const fieldDef = inputSide(field)._zod.def as { type: string; values?: unknown[] };
      if (fieldDef.type === "literal") literals[key] = fieldDef.values?.[0];
    }
    return Object.entries(def.shape)
      .filter(([key]) => !(key in literals))
      .flatMap(([key, field]) =>
        probes(field, bad, [...at, key], within).map((p) => ({
          ...p,
          input: { ...literals, [key]: p.input },
        })),
      );
  }
  return [{ path: at, input: bad }];
}

const startsWith = (path: PropertyKey[], prefix: PropertyKey[]) =>
  prefix.every((key, index) => path[index] === key);

type Issue = { path: PropertyKey[]; code?: string; errors?: Issue[][] };

/** Every issue's path, the reasons a plain union gives for refusing each option included. */
const issuePaths = (issues: Issue[], at: PropertyKey[] = []): PropertyKey[][] =>
  issues.flatMap((issue) => {
    const path = [...at, ...issue.path];
    const nested = issue.code === "invalid_union" ? (issue.errors ?? []).flat() : [];
    return [path, ...issuePaths(nested, path)];
  });

const schemaModules = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.test.ts"], {
  eager: true,
});
const schemas = Object.entries(schemaModules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType)
    .map(([name, schema]) => ({ name: `${file.slice(2)} ${name}`, schema })),
);

describe("the text rule", () => {
  test("tabs, line breaks, accents, scripts and emoji are ordinary text", () => {
    for (const value of ["Line one\nline\ttwo\r\n", "Zoë Ñandú", "東京 قمر", "🚀👩🏽‍🚀", "‮x"]) {
      expect(isSafeText(value), value).toBe(true);
    }
  });

  test("NUL, other control characters, lone surrogates and noncharacters are refused", () => {
    for (const value of UNSAFE) expect(isSafeText(value), JSON.stringify(value)).toBe(false);
  });

  test("a form gets the message on the field itself", () => {
    const result = text().trim().min(1).safeParse("Nova\u0000");
    expect(result.error?.issues).toEqual([expect.objectContaining({ message: UNSAFE_TEXT })]);
    const contact = ContactSchema.safeParse({ inquiry: "general", fullName: "Nova\u0000" });
    const issue = contact.error?.issues.find((i) => i.path[0] === "fullName");
    expect(issue?.message).toBe(UNSAFE_TEXT);
  });

  test.each(schemas)("every text field of $name refuses unsafe text", ({ schema }) => {
    expect(schemas.length).toBeGreaterThan(20);
    for (const bad of UNSAFE) {
      const cases = probes(schema, bad);
      for (const { path, input } of cases) {
        const result = schema.safeParse(input);
        const where = `${JSON.stringify(bad)} at ${path.join(".") || "(value)"}`;
        if (result.success) {
          // A lenient field (a query string's filter) may fall back, never keep the text.
          expect(JSON.stringify(result.data), where).not.toContain(
            JSON.stringify(bad).slice(1, -1),
          );
        } else {
          expect(
            issuePaths(result.error.issues as Issue[]).some((issuePath) =>
              startsWith(issuePath, path),
            ),
            where,
          ).toBe(true);
        }
      }
    }
  });
});

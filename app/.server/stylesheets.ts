import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

// This module is bundled into build/server/index.js; the browser build sits beside it.
const clientDir = fileURLToPath(new URL("../client/", import.meta.url));
const texts = new Map<string, string | undefined>();

/**
 * The text of a built stylesheet, by the path the browser would fetch it from, to be inlined in
 * the document. Undefined where there is no built file (development, where Vite serves the CSS).
 * Hashed assets never change, so each is read once.
 */
export function readStylesheet(href: string): string | undefined {
  if (!texts.has(href)) texts.set(href, load(href));
  return texts.get(href);
}

function load(href: string): string | undefined {
  if (!/^\/assets\/[\w.-]+\.css$/.test(href)) return undefined;
  try {
    return readFileSync(path.join(clientDir, href), "utf8");
  } catch {
    return undefined;
  }
}

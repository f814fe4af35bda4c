import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SPRITE_ICONS } from "#app/components/ui/sprite-icons.ts";

type IconNode = [tag: string, attributes: Record<string, string | number>][];

export const SPRITE_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../app/assets/icons.svg",
);

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const quoted = (value: string | number) =>
  String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;");

function shape([tag, attributes]: IconNode[number]): string {
  const pairs = Object.entries(attributes)
    .filter(([name]) => name !== "key")
    .map(([name, value]) => `${kebab(name)}="${quoted(value)}"`);
  return `<${tag} ${pairs.join(" ")}/>`;
}

/** The sprite: one <symbol> per icon of SPRITE_ICONS, with Lucide's shapes for it. */
export async function renderSprite(): Promise<string> {
  const symbols: string[] = [];
  for (const [id, lucideName] of Object.entries(SPRITE_ICONS)) {
    const icon = (await import(`lucide-react/icons/${lucideName}`)) as {
      __iconData: { node: IconNode };
    };
    symbols.push(
      `<symbol id="${id}" viewBox="0 0 24 24">${icon.__iconData.node.map(shape).join("")}</symbol>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true">\n${symbols.join("\n")}\n</svg>\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(SPRITE_FILE, await renderSprite());
}

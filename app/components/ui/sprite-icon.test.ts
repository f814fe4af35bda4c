import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { renderSprite, SPRITE_FILE } from "../../../scripts/icon-sprite.ts";

describe("the icon sprite", () => {
  it("is what `npm run icons` makes of the icon list, so no icon draws blank or stale", async () => {
    expect(readFileSync(SPRITE_FILE, "utf8")).toBe(await renderSprite());
  });
});

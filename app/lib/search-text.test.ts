import { describe, expect, test } from "vitest";
import { foldText, searchTerm, stem } from "./search-text.ts";

describe("search text", () => {
  test("folding drops case and accents", () => {
    expect(foldText("Séraphina ÅDA")).toBe("seraphina ada");
  });

  test("common English endings meet at one stem", () => {
    expect(stem("workshops")).toBe("workshop");
    expect(stem("workshopping")).toBe("workshop");
    expect(stem("summits")).toBe("summit");
    expect(stem("accessories")).toBe("accessory");
    expect(stem("automation")).toBe("autom");
    expect(stem("automations")).toBe("autom");
    expect(stem("bus")).toBe("bus");
    expect(searchTerm("Galas")).toBe("gala");
  });
});

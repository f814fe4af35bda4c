import { describe, expect, test } from "vitest";
import { planWidths } from "#app/.server/media/variant-plan.ts";

describe("the widths made of a picture", () => {
  test("a large photo gets every width up to 1920, never its own 4000", () => {
    expect(planWidths(4000)).toEqual([320, 640, 960, 1280, 1920]);
  });

  test("a picture narrower than 1920 ends at its own width and is never enlarged", () => {
    expect(planWidths(1000)).toEqual([320, 640, 960, 1000]);
    expect(planWidths(1280)).toEqual([320, 640, 960, 1280]);
    expect(planWidths(200)).toEqual([200]);
  });
});

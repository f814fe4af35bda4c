import { describe, expect, it } from "vitest";
import { seededRandom } from "./seeded-random.ts";
import { starfieldStars, TWINKLE_GROUPS, twinkleGroups } from "./starfield.ts";

describe("starfieldStars", () => {
  it("gives the same stars for the same seed, so server and browser draw one sky", () => {
    expect(starfieldStars(100, 7)).toEqual(starfieldStars(100, 7));
  });

  it("gives a different sky for another seed", () => {
    expect(starfieldStars(100, 7)).not.toEqual(starfieldStars(100, 8));
  });

  it("draws exactly the requested number of stars, all inside the field", () => {
    const stars = starfieldStars(50, 42);
    expect(stars).toHaveLength(50);
    for (const star of stars) {
      expect(star.left).toBeGreaterThanOrEqual(0);
      expect(star.left).toBeLessThanOrEqual(100);
      expect(star.top).toBeGreaterThanOrEqual(0);
      expect(star.top).toBeLessThanOrEqual(100);
      expect([1, 2, 3]).toContain(star.size);
      expect([0, 1, 2, 3]).toContain(star.group);
    }
  });

  it("twinkles in a few groups that hold every star once", () => {
    const stars = starfieldStars(100, 5);
    const groups = twinkleGroups(stars);
    expect(groups).toHaveLength(TWINKLE_GROUPS);
    expect(groups.flat()).toHaveLength(100);
    expect(new Set(groups.flat())).toEqual(new Set(stars));
    for (const group of groups) expect(group.length).toBeGreaterThan(0);
  });

  it("takes the first stars of a bigger field from the same sequence", () => {
    expect(starfieldStars(100, 3).slice(0, 50)).toEqual(starfieldStars(50, 3));
  });
});

describe("seededRandom", () => {
  it("returns numbers in [0, 1) from a fixed sequence", () => {
    const first = seededRandom(1);
    const second = seededRandom(1);
    const values = Array.from({ length: 1000 }, () => first());
    expect(values).toEqual(Array.from({ length: 1000 }, () => second()));
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(new Set(values).size).toBeGreaterThan(990);
  });
});

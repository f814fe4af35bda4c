import { seededRandom } from "./seeded-random.ts";

export type Star = {
  /** Position in percent of the field, rounded so the markup is short and stable. */
  left: number;
  top: number;
  /** Diameter in pixels. */
  size: number;
  opacity: number;
  /** Which of the field's twinkle groups the star belongs to, 0 to TWINKLE_GROUPS - 1. */
  group: number;
};

/** The stars twinkle together in this many groups, each with its own phase. */
export const TWINKLE_GROUPS = 4;

const round = (value: number, places: number) => Number(value.toFixed(places));

/** The stars of a decorative background: the same count and seed always give the same sky. */
export function starfieldStars(count: number, seed: number): Star[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => ({
    left: round(random() * 100, 2),
    top: round(random() * 100, 2),
    size: 1 + Math.floor(random() * 3),
    opacity: round(0.3 + random() * 0.6, 2),
    group: Math.floor(random() * TWINKLE_GROUPS),
  }));
}

/** The stars of each twinkle group, group by group. */
export function twinkleGroups(stars: Star[]): Star[][] {
  return Array.from({ length: TWINKLE_GROUPS }, (_, group) =>
    stars.filter((star) => star.group === group),
  );
}

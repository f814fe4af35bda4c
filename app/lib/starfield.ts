import { seededRandom } from "./seeded-random.ts";

export type Star = {
  /** Position in percent of the field, rounded so the markup is short and stable. */
  left: number;
  top: number;
  /** Diameter in pixels. */
  size: number;
  opacity: number;
  /** When the star's twinkle starts, in seconds. */
  delay: number;
};

const round = (value: number, places: number) => Number(value.toFixed(places));

/** The stars of a decorative background: the same count and seed always give the same sky. */
export function starfieldStars(count: number, seed: number): Star[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => ({
    left: round(random() * 100, 2),
    top: round(random() * 100, 2),
    size: 1 + Math.floor(random() * 3),
    opacity: round(0.3 + random() * 0.6, 2),
    delay: round(random() * 4, 1),
  }));
}

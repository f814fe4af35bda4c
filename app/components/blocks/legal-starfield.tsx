/**
 * Decorative stars behind a legal page's heading. The positions come from a seeded generator, not
 * Math.random, so the server render and the browser's hydration draw the same sky.
 */
function mulberry32(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Star = { left: number; top: number; size: number; opacity: number };

export function starPositions(count: number, seed = 50): Star[] {
  const next = mulberry32(seed);
  return Array.from({ length: count }, () => ({
    left: Math.round(next() * 1000) / 10,
    top: Math.round(next() * 1000) / 10,
    size: 1 + Math.round(next() * 2),
    opacity: Math.round((0.3 + next() * 0.7) * 100) / 100,
  }));
}

export function LegalStarfield(props: { count: number }) {
  if (props.count === 0) return null;
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden">
      {starPositions(props.count).map((star) => (
        <span
          key={`${star.left}-${star.top}`}
          className="absolute rounded-full bg-foreground"
          style={{
            left: `${star.left}%`,
            top: `${star.top}%`,
            width: star.size,
            height: star.size,
            opacity: star.opacity,
          }}
        />
      ))}
    </div>
  );
}

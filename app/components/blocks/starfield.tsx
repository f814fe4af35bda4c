import { cn } from "#app/lib/cn.ts";
import { starfieldStars } from "#app/lib/starfield.ts";

/**
 * A decorative field of twinkling dots behind a page. The stars come from a fixed seed, so the
 * server's markup and the browser's first render agree. Place it inside a `relative isolate`
 * container: it fills the container and sits behind its content.
 */
export function Starfield(props: { count: number; seed: number; className?: string }) {
  const stars = starfieldStars(props.count, props.seed);
  return (
    <div
      aria-hidden="true"
      data-starfield=""
      className={cn("pointer-events-none absolute inset-0 -z-10 overflow-hidden", props.className)}
    >
      {stars.map((star) => (
        <span
          key={`${star.left}-${star.top}`}
          className="absolute rounded-full bg-foreground motion-safe:animate-pulse"
          style={{
            left: `${star.left}%`,
            top: `${star.top}%`,
            width: star.size,
            height: star.size,
            opacity: star.opacity,
            animationDelay: `${star.delay}s`,
          }}
        />
      ))}
    </div>
  );
}

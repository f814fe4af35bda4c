import { cn } from "#app/lib/cn.ts";
import { starfieldStars, TWINKLE_GROUPS, twinkleGroups } from "#app/lib/starfield.ts";

/**
 * A decorative field of twinkling dots behind a page. The stars come from a fixed seed, so the
 * server's markup and the browser's first render agree. Place it inside a `relative isolate`
 * container: it fills the container and sits behind its content.
 *
 * The stars twinkle in a few groups, each one animation, not one animation per star: a hundred
 * animations kept a phone's main thread busy restyling them and handling their
 * `animationiteration` events (React listens for them at the root) while the page loaded.
 */
export function Starfield(props: { count: number; seed: number; className?: string }) {
  const groups = twinkleGroups(starfieldStars(props.count, props.seed));
  return (
    <div
      aria-hidden="true"
      data-starfield=""
      className={cn("pointer-events-none absolute inset-0 -z-10 overflow-hidden", props.className)}
    >
      {groups.map((stars, group) => (
        <div
          key={`group-${group.toString()}`}
          className="absolute inset-0 motion-safe:animate-pulse"
          style={{ animationDelay: `${(group * 2) / TWINKLE_GROUPS}s` }}
        >
          {stars.map((star) => (
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
      ))}
    </div>
  );
}

import sprite from "#app/assets/icons.svg?url";
import { cn } from "#app/lib/cn.ts";
import type { SpriteIconName } from "./sprite-icons.ts";

/**
 * A decorative Lucide icon drawn from the sprite: the page's script carries its name only, and the
 * browser fetches the sprite once, without blocking the first paint. The stroke set here reaches the
 * symbol's shapes through inheritance, as with Lucide's own components.
 */
export function SpriteIcon(props: { name: SpriteIconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      className={cn("lucide", props.className)}
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <use href={`${sprite}#${props.name}`} />
    </svg>
  );
}

import { SpriteIcon } from "#app/components/ui/sprite-icon.tsx";
import type { IconName } from "#app/content/schemas/blocks.ts";

/** A decorative icon named in content data: any of them may appear, so they come from the sprite. */
export function BlockIcon(props: { name: IconName; className?: string }) {
  return <SpriteIcon name={props.name} className={props.className ?? "size-6"} />;
}

import { Link } from "react-router";
import { SpriteIcon } from "#app/components/ui/sprite-icon.tsx";
import type { Link as LinkData } from "#app/content/schemas/blocks.ts";

/** The way back a product page offers above its title. */
export function BackLink(props: { link: LinkData }) {
  return (
    <Link
      to={props.link.href}
      className="inline-flex items-center gap-1 text-sm font-medium text-muted-foreground hover:text-foreground"
    >
      <SpriteIcon name="arrow-left" className="size-4" />
      {props.link.label}
    </Link>
  );
}

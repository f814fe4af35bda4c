import { Link } from "react-router";
import { SpriteIcon } from "#app/components/ui/sprite-icon.tsx";
import type { Link as LinkData } from "#app/content/schemas/blocks.ts";

/** The way back to the page a section of the site hangs from (an avatar page to The Forge, a product to its shop). */
export function BackLink(props: { link: LinkData }) {
  return (
    <Link
      to={props.link.href}
      className="inline-flex items-center gap-2 text-sm font-medium text-muted-foreground hover:text-foreground"
    >
      <SpriteIcon name="arrow-left" className="size-4" />
      {props.link.label}
    </Link>
  );
}

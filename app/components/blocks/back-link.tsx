import { SpriteIcon } from "#app/components/ui/sprite-icon.tsx";
import type { Link as LinkData } from "#app/content/schemas/blocks.ts";
import { Link } from "#app/lib/links.tsx";

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

/** A small text link up to the page a screen belongs to (the cart from checkout, a list from its editor). */
export function ReturnLink(props: { to: string; label: string }) {
  return (
    <Link to={props.to} className="text-sm text-primary underline-offset-4 hover:underline">
      {`← ${props.label}`}
    </Link>
  );
}

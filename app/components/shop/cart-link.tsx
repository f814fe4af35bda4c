import { SpriteIcon } from "#app/components/ui/sprite-icon.tsx";
import { Tooltip } from "#app/components/ui/tooltip.tsx";
import { useCartCount } from "#app/lib/cart-count.tsx";
import { cn } from "#app/lib/cn.ts";
import { Link } from "#app/lib/links.tsx";
import { formatBadgeCount } from "#app/lib/user-display.ts";

/**
 * `className` sets how the link is displayed (`inline-flex`, `hidden sm:inline-flex`...); without
 * its visible label the icon names itself in a tooltip.
 */
export function CartLink(props: { className: string; showLabel?: boolean }) {
  const count = useCartCount();
  const label = count === 1 ? "Cart, 1 item" : `Cart, ${count} items`;
  return (
    <Tooltip label={label} hidden={props.showLabel}>
      <Link
        to="/cart"
        aria-label={label}
        className={cn(
          "relative h-10 items-center gap-2 rounded-full px-2.5 hover:bg-muted",
          props.className,
        )}
      >
        <SpriteIcon name="shopping-bag" className="h-5 w-5" />
        {props.showLabel ? <span aria-hidden>Cart</span> : null}
        {count > 0 ? (
          <span
            data-testid="cart-count"
            aria-hidden
            className="absolute -right-1 -top-1 min-w-5 rounded-full bg-accent px-1 text-center text-[11px] font-semibold leading-5 text-accent-foreground"
          >
            {formatBadgeCount(count)}
          </span>
        ) : null}
      </Link>
    </Tooltip>
  );
}

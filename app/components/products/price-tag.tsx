import { cn } from "#app/lib/cn.ts";
import { formatPrice } from "#app/lib/money.ts";
import type { Product } from "#app/lib/product.ts";

/** How large the price stands: on a shop card (old price smaller), in the detail view, or a page's own. */
const SIZES = {
  card: { price: "text-xl", oldPrice: "text-sm" },
  normal: { price: "text-xl", oldPrice: "" },
  detail: { price: "text-2xl", oldPrice: "" },
  large: { price: "text-3xl", oldPrice: "" },
} as const;

/** The price, and the old price struck through when there is one. */
export function PriceTag(props: {
  product: Pick<Product, "price" | "oldPrice">;
  size?: keyof typeof SIZES;
}) {
  const { product } = props;
  const size = SIZES[props.size ?? "normal"];
  return (
    <p className="flex items-baseline gap-2">
      <span className={cn(size.price, "font-semibold")}>{formatPrice(product.price)}</span>
      {product.oldPrice ? (
        <s className={cn(size.oldPrice, "text-muted-foreground")}>
          <span className="sr-only">was </span>
          {formatPrice(product.oldPrice)}
        </s>
      ) : null}
    </p>
  );
}

import { formatPrice } from "#app/lib/money.ts";
import type { Product } from "#app/lib/product.ts";

/** The price, and the old price struck through when there is one. */
export function PriceTag(props: { product: Pick<Product, "price" | "oldPrice">; large?: boolean }) {
  const { product } = props;
  return (
    <p className="flex items-baseline gap-2">
      <span className={props.large ? "text-3xl font-semibold" : "text-xl font-semibold"}>
        {formatPrice(product.price)}
      </span>
      {product.oldPrice ? (
        <s className="text-muted-foreground">
          <span className="sr-only">was </span>
          {formatPrice(product.oldPrice)}
        </s>
      ) : null}
    </p>
  );
}

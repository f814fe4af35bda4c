import { cn } from "#app/lib/cn.ts";
import type { Product } from "#app/lib/product.ts";
import { ProductCard } from "./product-card.tsx";

/** Products as a grid of cards; each card opens the product's detail and shows its favourite. */
export function ProductGrid(props: {
  products: Product[];
  isFavorite: (productId: string) => boolean;
  signedIn: boolean;
  /** Kept on the detail link (the shop's filters), so closing the detail returns to them. */
  detailSearch?: string;
  className?: string;
}) {
  return (
    <ul className={cn("grid gap-6 sm:grid-cols-2 lg:grid-cols-3", props.className)}>
      {props.products.map((product) => (
        <li key={product.id} className="below-fold flex [--below-fold-height:32rem]">
          <ProductCard
            product={product}
            detailHref={`/product/${product.id}${props.detailSearch ?? ""}`}
            favorite={props.isFavorite(product.id)}
            signedIn={props.signedIn}
          />
        </li>
      ))}
    </ul>
  );
}

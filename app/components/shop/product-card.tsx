import { PriceTag } from "#app/components/products/price-tag.tsx";
import { Link } from "#app/lib/links.tsx";
import type { Product } from "#app/lib/product.ts";
import { AddToCartButton } from "./add-to-cart-button.tsx";
import { EventFacts } from "./event-facts.tsx";
import { FavoriteButton } from "./favorite-button.tsx";
import { CardPicture } from "./product-picture.tsx";
import { Stars } from "./stars.tsx";

/** One product in the grid, exactly as the shop specifies it. */
export function ProductCard(props: {
  product: Product;
  detailHref: string;
  favorite: boolean;
  signedIn: boolean;
}) {
  const { product } = props;
  return (
    <article
      aria-labelledby={`product-${product.id}`}
      className="flex flex-col overflow-hidden rounded-2xl border bg-card text-card-foreground"
    >
      <CardPicture
        product={product}
        sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw"
      >
        <FavoriteButton
          productId={product.id}
          productName={product.name}
          favorite={props.favorite}
          signedIn={props.signedIn}
          className="absolute top-3 right-3"
        />
      </CardPicture>
      <div className="flex grow flex-col gap-2 p-5">
        <p className="flex flex-wrap gap-2 text-xs">
          <span className="rounded-full bg-primary px-2 py-0.5 font-medium text-primary-foreground capitalize">
            {product.type}
          </span>
          <span className="rounded-full border px-2 py-0.5 text-muted-foreground">
            {product.category}
          </span>
        </p>
        <h3 id={`product-${product.id}`} className="text-lg font-semibold">
          <Link to={props.detailHref} preventScrollReset className="hover:underline">
            {product.name}
          </Link>
        </h3>
        <p className="text-sm text-muted-foreground">{product.description}</p>
        <Stars rating={product.rating} reviewCount={product.reviewCount} />
        {product.tags.length > 0 ? (
          <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
            {product.tags.slice(0, 3).map((tag) => (
              <li key={tag} className="rounded-md bg-muted px-2 py-0.5 text-xs">
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
        <EventFacts
          times={product.eventTimes}
          location={product.location}
          className="text-sm text-muted-foreground"
        />
        <div className="mt-auto flex items-center justify-between gap-3 pt-3">
          <PriceTag product={product} size="card" />
          <AddToCartButton product={product} />
        </div>
      </div>
    </article>
  );
}

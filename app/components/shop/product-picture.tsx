import type { ReactNode } from "react";
import { LibraryImage } from "#app/components/media/library-image.tsx";
import { ImageBadge } from "#app/components/products/image-badge.tsx";
import type { Product } from "#app/lib/product.ts";
import { ProductImage } from "./product-image.tsx";

/**
 * A product's main picture: its first picture from the media library (every size, AVIF and WebP),
 * or else its drawing.
 */
export function ProductPicture(props: {
  product: Pick<Product, "image" | "pictures">;
  sizes: string;
  className?: string;
  priority?: boolean;
}) {
  const [main] = props.product.pictures;
  if (main) {
    return (
      <LibraryImage
        image={main}
        sizes={props.sizes}
        className={props.className}
        priority={props.priority}
      />
    );
  }
  return (
    <ProductImage
      src={props.product.image}
      alt=""
      className={props.className}
      priority={props.priority}
    />
  );
}

/**
 * A product's picture across the top of its card, with the product's badge pinned over it;
 * `children` (a favourite button) sit over it too.
 */
export function CardPicture(props: {
  product: Pick<Product, "image" | "pictures" | "badge">;
  sizes: string;
  children?: ReactNode;
}) {
  return (
    <div className="relative">
      <ProductPicture
        product={props.product}
        sizes={props.sizes}
        className="aspect-[4/3] w-full object-cover"
      />
      {props.children}
      <ImageBadge badge={props.product.badge} />
    </div>
  );
}

import { LibraryImage } from "#app/components/media/library-image.tsx";
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

import { useEffect, useRef } from "react";

/*
 * Kept here, not with the catalog: importing the catalog would ship its seed data, which the
 * browser never uses, to every page that shows a product.
 */
const PLACEHOLDER_IMAGE = "/images/products/placeholder.svg";

/** A product picture that falls back to the placeholder when it fails, even before hydration. */
export function ProductImage(props: {
  src: string;
  alt: string;
  className?: string;
  priority?: boolean;
}) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const image = ref.current;
    // An image that failed before React attached onError has loaded "complete" with no pixels.
    if (image?.complete && image.naturalWidth === 0) image.src = PLACEHOLDER_IMAGE;
  }, []);
  return (
    <img
      ref={ref}
      src={props.src}
      alt={props.alt}
      width={640}
      height={480}
      loading={props.priority ? "eager" : "lazy"}
      className={props.className}
      onError={(event) => {
        if (!event.currentTarget.src.endsWith(PLACEHOLDER_IMAGE)) {
          event.currentTarget.src = PLACEHOLDER_IMAGE;
        }
      }}
    />
  );
}

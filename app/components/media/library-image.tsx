import { fallbackSource, type LibraryImage as Image, srcSet } from "#app/lib/media.ts";

/**
 * A picture from the media library: AVIF where the browser takes it, WebP otherwise, each in every
 * size the library made so the browser picks by `sizes`; `width` and `height` keep its place before
 * it loads. Plain markup, so it adds no script to a page. `priority` is for the one picture that is
 * the page's largest paint: loaded at once, and early.
 */
export function LibraryImage(props: {
  image: Image;
  /** How wide the picture is drawn, as the `sizes` attribute says it, e.g. "(min-width: 768px) 50vw, 100vw". */
  sizes: string;
  className?: string;
  loading?: "lazy" | "eager";
  priority?: boolean;
}) {
  const { image, sizes, priority } = props;
  const fallback = fallbackSource(image);
  return (
    <picture>
      {image.variants.avif.length > 0 ? (
        <source type="image/avif" srcSet={srcSet(image.variants.avif)} sizes={sizes} />
      ) : null}
      <img
        src={fallback?.url}
        srcSet={srcSet(image.variants.webp)}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={image.alt}
        decoding="async"
        loading={priority ? "eager" : (props.loading ?? "lazy")}
        fetchPriority={priority ? "high" : undefined}
        className={props.className}
      />
    </picture>
  );
}

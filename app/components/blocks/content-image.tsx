import type { Image } from "#app/content/schemas/blocks.ts";

/** Art from content data, always with its intrinsic size so the layout does not shift. */
export function ContentImage(props: { image: Image; className?: string; priority?: boolean }) {
  const { image, priority = false } = props;
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      className={props.className}
      {...(priority ? { fetchPriority: "high" as const } : { loading: "lazy" as const })}
    />
  );
}

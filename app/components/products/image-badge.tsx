/** A product's badge ("New", "Best Seller"), pinned to the top left of its picture. */
export function ImageBadge(props: { badge: string | null | undefined }) {
  return props.badge ? (
    <span className="absolute top-3 left-3 rounded-full bg-background/90 px-2.5 py-1 text-xs font-semibold">
      {props.badge}
    </span>
  ) : null;
}

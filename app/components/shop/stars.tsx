import { SpriteIcon } from "#app/components/ui/sprite-icon.tsx";
import { filledStars } from "#app/lib/shop-filter.ts";

/** Five stars, filled by the floor of the rating, with the review count. */
export function Stars(props: { rating: number; reviewCount: number }) {
  const filled = filledStars(props.rating);
  return (
    <p className="flex items-center gap-1 text-sm text-muted-foreground">
      <span className="sr-only">
        Rated {props.rating} out of 5 from {props.reviewCount} reviews
      </span>
      <span aria-hidden="true" className="flex">
        {[0, 1, 2, 3, 4].map((index) => (
          <SpriteIcon
            key={index}
            name="star"
            className={
              index < filled ? "size-4 fill-accent text-accent" : "size-4 text-muted-foreground"
            }
          />
        ))}
      </span>
      <span aria-hidden="true">({props.reviewCount})</span>
    </p>
  );
}
